import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BilingualName } from './DataTable/BilingualName';
import { scriptAttributes, ScriptName } from './ScriptName';

describe('scriptAttributes: a name’s language and direction from its script', () => {
  it.each([
    ['الإدريسي ياسمين', { lang: 'ar', dir: 'rtl' }],
    ['  ﻣﺤﻤﺪ', { lang: 'ar', dir: 'rtl' }], // presentation forms
    ['El Idrissi Yasmine', { lang: 'fr', dir: 'ltr' }],
    ['Élodie Benaïssa', { lang: 'fr', dir: 'ltr' }],
    ['Benali (بنعلي)', { lang: 'ar', dir: 'rtl' }],
    ['2026-2027', { dir: 'auto' }],
  ] as const)('%s', (text, expected) => {
    expect(scriptAttributes(text)).toEqual(expected);
  });
});

describe('ScriptName', () => {
  it('an Arabic name is an isolated right-to-left run in Arabic', () => {
    render(
      <p>
        Élève : <ScriptName text=" الإدريسي ياسمين " className="block" />
      </p>,
    );
    const name = screen.getByText('الإدريسي ياسمين');
    expect(name.tagName).toBe('BDI');
    expect(name).toHaveAttribute('lang', 'ar');
    expect(name).toHaveAttribute('dir', 'rtl');
    expect(name).toHaveClass('block');
  });

  it('a Latin name inside Arabic text is tagged French, left to right', () => {
    render(
      <p dir="rtl" lang="ar">
        التلميذ: <ScriptName text="El Idrissi Yasmine" />
      </p>,
    );
    const name = screen.getByText('El Idrissi Yasmine');
    expect(name).toHaveAttribute('lang', 'fr');
    expect(name).toHaveAttribute('dir', 'ltr');
  });

  it('draws nothing for an empty name', () => {
    const { container } = render(<ScriptName text="  " />);
    expect(container).toBeEmptyDOMElement();
  });

  it('BilingualName tags both spellings', () => {
    render(<BilingualName latin="El Idrissi Yasmine" arabic="الإدريسي ياسمين" />);
    expect(screen.getByText('El Idrissi Yasmine')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('الإدريسي ياسمين')).toHaveAttribute('lang', 'ar');
  });
});
