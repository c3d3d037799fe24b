import { useEffect, useState } from 'react';
import type { IconData } from '../../../core/domain/media/icon-fetch.ts';
import { useUseCases } from '../../app/use-cases.tsx';

type IconProps = {
  /** Iconify name, e.g. `mdi:cart-outline`. */
  readonly name: string;
  /** Side in CSS pixels; the box keeps it while the icon loads, so nothing moves when it arrives. */
  readonly size?: number;
  /** What the icon says when it stands alone; without one it is decoration, hidden from assistive technology. */
  readonly label?: string;
};

/**
 * An icon that never holds the page up: a fixed-size empty box until its data arrives (from memory, the
 * shop's icon endpoint or the public fallback), and stays that box if none does.
 */
export const Icon = ({ name, size = 20, label }: IconProps) => {
  const { platform } = useUseCases();
  const [icon, setIcon] = useState<IconData | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void platform.loadIcon(name).map((data) => {
      if (active) setIcon(data);
    });
    return () => {
      active = false;
    };
  }, [platform, name]);

  const meaning = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <span className="icon" style={{ width: size, height: size }} data-icon={name} {...meaning}>
      {icon === undefined ? null : (
        <svg
          width={size}
          height={size}
          viewBox={`${icon.left} ${icon.top} ${icon.width} ${icon.height}`}
          focusable="false"
          aria-hidden="true"
          // The body passed the core's isSafeIconBody check: no script, handlers, links or external content.
          dangerouslySetInnerHTML={{ __html: icon.body }}
        />
      )}
    </span>
  );
};
