import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, cardClass } from './Card';

const SURFACE = [
  'rounded-card',
  'border',
  'border-neutral-200',
  'bg-white',
  'dark:border-neutral-700',
  'dark:bg-neutral-800',
];

describe('Card (one card surface for every screen)', () => {
  it('renders the given element with its aria attributes, the surface classes and the extra classes', () => {
    render(
      <>
        <h2 id="fees-title">Frais</h2>
        <Card as="section" aria-labelledby="fees-title" id="fees" className="space-y-3">
          contenu
        </Card>
      </>,
    );
    const section = screen.getByRole('region', { name: 'Frais' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveAttribute('id', 'fees');
    expect(section).toHaveClass(...SURFACE, 'p-4', 'md:p-5', 'space-y-3');
    expect(section).toHaveTextContent('contenu');
  });

  it('is a div by default and keeps a fieldset a fieldset (legend names the group)', () => {
    const { container } = render(
      <>
        <Card role="status" aria-live="polite">
          chargement
        </Card>
        <Card as="fieldset">
          <legend>Famille</legend>
        </Card>
      </>,
    );
    expect(screen.getByRole('status').tagName).toBe('DIV');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('group', { name: 'Famille' }).tagName).toBe('FIELDSET');
    expect(container.querySelectorAll('.rounded-card')).toHaveLength(2);
  });

  it('pads p-4 (p-5 from md) by default, p-3 when small, nothing when the content pads itself', () => {
    render(
      <>
        <Card data-testid="default" />
        <Card data-testid="sm" padding="sm" />
        <Card data-testid="none" padding="none" />
      </>,
    );
    expect(screen.getByTestId('default')).toHaveClass('p-4', 'md:p-5');
    expect(screen.getByTestId('sm')).toHaveClass('p-3');
    expect(screen.getByTestId('sm')).not.toHaveClass('p-4');
    expect(screen.getByTestId('none').className).not.toMatch(/\bp-\d/);
    expect(screen.getByTestId('none')).toHaveClass(...SURFACE);
  });

  it('gives the same surface as a class for elements that cannot be a Card', () => {
    expect(cardClass().split(' ')).toEqual(expect.arrayContaining([...SURFACE, 'p-4', 'md:p-5']));
    expect(cardClass('sm').split(' ')).toEqual(expect.arrayContaining([...SURFACE, 'p-3']));
    expect(cardClass('none').split(' ').sort()).toEqual([...SURFACE].sort());
  });
});
