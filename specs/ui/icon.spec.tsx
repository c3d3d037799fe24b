import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import { Icon } from '../../ui/components/icon/icon.tsx';
import { deferredIcons, inertPlatform } from '../support/platform-fakes.ts';

const CART = { body: '<path d="M0 0h24v24H0z"/>', left: 0, top: 0, width: 24, height: 24 };

const renderIcon = (platform: UiUseCases['platform'], label?: string) =>
  render(
    <UseCasesProvider useCases={{ platform } as UiUseCases}>
      <p>
        Cart <Icon name="mdi:cart-outline" size={20} {...(label === undefined ? {} : { label })} />
      </p>
    </UseCasesProvider>,
  );

describe('Icon (spec 7: icon data never holds the page up)', () => {
  it('draws a fixed-size empty box, hidden from assistive technology, until the data arrives', async () => {
    const icons = deferredIcons(CART);
    const { container } = renderIcon(inertPlatform({ loadIcon: icons.loadIcon }));
    const box = container.querySelector('[data-icon="mdi:cart-outline"]') as HTMLElement;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.style.width).toBe('20px');
    expect(box.style.height).toBe('20px');
    expect(box.querySelector('svg')).toBeNull();

    icons.release();
    await waitFor(() => expect(box.querySelector('svg')).not.toBeNull());
    const svg = box.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.querySelector('path')?.getAttribute('d')).toBe('M0 0h24v24H0z');
    // The same box: nothing around it moved.
    expect(container.querySelector('[data-icon="mdi:cart-outline"]')).toBe(box);
  });

  it('stays an empty box when no icon data can be had', async () => {
    const { container } = renderIcon(inertPlatform());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('[data-icon] svg')).toBeNull();
  });

  it('is an image with its label when it stands alone', () => {
    renderIcon(inertPlatform(), 'Cart');
    expect(screen.getByRole('img', { name: 'Cart' }).getAttribute('data-icon')).toBe('mdi:cart-outline');
  });
});
