import { useEffect, useState } from 'react';
import {
  NO_SUGGESTIONS,
  suggestsFrom,
  type SearchSuggestions,
} from '../../../core/domain/catalogue/search-suggestions.ts';
import { useUseCases } from '../../app/use-cases.tsx';

/** How long typing must pause before the shop is asked: one request per pause, not per key. */
const DEBOUNCE_MS = 200;

/** The suggestions for the text typed, once typing pauses; an answer for a text since changed is dropped. */
export const useSearchSuggestions = (text: string): SearchSuggestions => {
  const { suggestSearch } = useUseCases();
  const [shown, setShown] = useState<SearchSuggestions>(NO_SUGGESTIONS);
  useEffect(() => {
    if (!suggestsFrom(text)) {
      setShown(NO_SUGGESTIONS);
      return;
    }
    let superseded = false;
    const timer = setTimeout(() => {
      void suggestSearch(text).map((suggestions) => {
        if (!superseded) setShown(suggestions);
      });
    }, DEBOUNCE_MS);
    return () => {
      superseded = true;
      clearTimeout(timer);
    };
  }, [text, suggestSearch]);
  return shown;
};
