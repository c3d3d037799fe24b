import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { suggestionCount, suggestsFrom } from '../../../core/domain/catalogue/search-suggestions.ts';
import { keepLocalePrefix } from '../../../core/domain/routing/locale-prefix.ts';
import { useGoTo, useShownLocation } from '../../app/page-navigation.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { GetForm } from '../navigation/get-form.tsx';
import { Icon } from '../icon/icon.tsx';
import { suggestionOptions, type SuggestionGroup } from './suggestion-options.ts';
import { useSearchSuggestions } from './use-search-suggestions.ts';

const GROUPS: readonly SuggestionGroup[] = ['articles', 'designs', 'tags', 'all'];

/**
 * The header's search: a GET form to /search that works before the page's code has loaded, then a WAI-ARIA
 * combobox suggesting articles, designs and tags as the shopper types (arrow keys, Enter, Escape).
 */
export const SiteSearch = () => {
  const { t } = useTexts();
  const id = useId();
  const goTo = useGoTo();
  const { pathname } = useShownLocation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  // Text typed before the page's code took over the field is suggested from as soon as it has.
  useEffect(() => {
    const field = input.current;
    if (field === null || field.value === '') return;
    setText(field.value);
    setOpen(document.activeElement === field);
  }, []);
  const suggestions = useSearchSuggestions(text);
  const options = suggestionOptions(suggestions, text, t('search.seeAll', { text: text.trim() }));
  const shown = open && suggestsFrom(text);
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (href: string) => {
    const to = keepLocalePrefix(href, pathname);
    setOpen(false);
    setActive(-1);
    if (goTo === null) window.location.assign(to);
    else goTo(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && suggestsFrom(text)) {
      event.preventDefault();
      setOpen(true);
      // The arrow keys wrap around the rows, as in the APG's list autocomplete.
      setActive((current) => (current + step + options.length + (current < 0 && step < 0 ? 1 : 0)) % options.length);
    } else if (event.key === 'Enter' && shown && options[active] !== undefined) {
      event.preventDefault();
      choose(options[active].href);
    } else if (event.key === 'Escape') {
      if (shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setText('');
    }
  };

  return (
    <GetForm className="site-search" action="/search" role="search" aria-label={t('search.label')}>
      <label className="visually-hidden" htmlFor={id}>
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={id}
        name="query"
        // A text input: HTML allows the combobox role on it, not on type=search (the Nu checker refuses that).
        type="text"
        placeholder={t('search.placeholder')}
        required
        enterKeyHint="search"
        autoComplete="off"
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className="site-search-submit">
        <Icon name="mdi:magnify" size={20} />
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
      <div
        className="site-search-suggestions"
        id={`${id}-list`}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!shown}
      >
        {GROUPS.map((group) => {
          const rows = options
            .map((option, index) => ({ option, index }))
            .filter(({ option }) => option.group === group);
          if (rows.length === 0) return null;
          return (
            <div key={group} role="group" aria-label={t(`search.groups.${group}`)}>
              {group !== 'all' && (
                <div role="presentation" className="site-search-group" aria-hidden="true">
                  {t(`search.groups.${group}`)}
                </div>
              )}
              {rows.map(({ option, index }) => (
                <div
                  key={option.href}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={option.group === 'all' ? 'site-search-option site-search-all' : 'site-search-option'}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option.href)}
                >
                  {option.label}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      {/* A live region without the status role: the page keeps one status, for what the shopper did. */}
      <p className="visually-hidden" aria-live="polite">
        {shown ? t('search.suggestionCount', { count: suggestionCount(suggestions) }) : ''}
      </p>
    </GetForm>
  );
};
