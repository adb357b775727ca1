import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsBody } from './NewsBody';
import { excerpt, parseNewsBody, safeHref } from './newsText';

describe('Safe text rendering of a news body', () => {
  it('shows a hostile body as text: no element, no handler, from the author’s markup', () => {
    const hostile =
      '<img src=x onerror=alert(1)>\n\n<script>alert(2)</script> <a href="javascript:alert(3)">x</a>';
    const { container } = render(<NewsBody body={hostile} />);
    expect(container.querySelector('img, script, [onerror]')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(container).toHaveTextContent('<script>alert(2)</script>');
  });

  it('a javascript: or data: link stays text; http(s) and mailto become links that open apart', () => {
    render(
      <NewsBody
        body={
          '[Cliquez](javascript:alert(1)) [Image](data:text/html,<b>x</b>) javascript:alert(1)\n' +
          'Voir https://ecole.example.ma/menu. Écrire à [la direction](mailto:direction@ecole.ma)'
        }
      />,
    );
    expect(screen.getByText(/\[Cliquez\]\(javascript:alert\(1\)\)/)).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://ecole.example.ma/menu',
      'mailto:direction@ecole.ma',
    ]);
    expect(screen.getByRole('link', { name: 'https://ecole.example.ma/menu' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'la direction' })).toBeInTheDocument();
  });

  it('paragraphs, bulleted and numbered lists, line breaks', () => {
    const { container } = render(
      <NewsBody body={'Bonjour,\nà tous.\n\n- un\n- deux\n\n1. premier\n2. second\n\nFin'} />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelectorAll('p br')).toHaveLength(1);
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
  });

  it('only http, https and mailto addresses are links', () => {
    expect(safeHref('https://a.ma/x')).toBe('https://a.ma/x');
    expect(safeHref('mailto:a@b.ma')).toBe('mailto:a@b.ma');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
  });

  it('an excerpt is one line of plain text', () => {
    expect(excerpt('- un [lien](https://a.ma)\n- deux', 50)).toBe('un lien deux');
    expect(parseNewsBody('')).toEqual([]);
  });
});
