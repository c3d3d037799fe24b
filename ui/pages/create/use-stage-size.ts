import { useEffect, useRef, useState } from 'react';
import type { PrintSurface } from '../../../core/domain/personalisation/index.ts';

/** The tallest the surface is drawn at 100 %, as a share of the window's height, so the controls stay in view. */
const MAX_HEIGHT_SHARE = 0.62;

/** Screen pixels per millimetre: the surface with its bleed fits the stage's width (and most of the window's height) at 100 %. */
export const useStageSize = (surface: PrintSurface, zoom: number) => {
  const ref = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const fullWidth = surface.widthMm + 2 * surface.bleedMm;
      const fullHeight = surface.heightMm + 2 * surface.bleedMm;
      // clientWidth counts the box's padding, which the stage must not cover.
      const style = getComputedStyle(element);
      const width = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setFit(Math.min(width / fullWidth, (window.innerHeight * MAX_HEIGHT_SHARE) / fullHeight));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [surface]);
  return { ref, pxPerMm: fit * zoom };
};
