import { render } from '@testing-library/react';
import { SafeMarkup, sanitizeMarkup } from './SafeMarkup';

const html = (markup: string): string => {
  const { container } = render(<SafeMarkup html={markup} />);
  return (container.firstChild as HTMLElement).innerHTML;
};

describe('sanitizeMarkup / SafeMarkup', () => {
  it('keeps the appointment text the API writes', () => {
    const text =
      '<p>Ihr Termin mit <strong>Anna Muster</strong> am <strong>Donnerstag, 05.03.2026</strong> ist reserviert.</p><p>Ort: Filiale Zürich</p>';
    expect(html(text)).toBe(text);
  });

  it('drops script and style elements with their content', () => {
    expect(html('<p>a</p><script>window.hacked = 1</script><style>p{}</style>b')).toBe('<p>a</p>b');
    expect(sanitizeMarkup('<svg><script>alert(1)</script></svg>ok')).toEqual(['ok']);
  });

  it('drops every event handler and attribute, and unwraps unknown tags', () => {
    const out = html(
      '<img src=x onerror="window.hacked=1"><p onclick="x()" style="color:red" class="c">t</p><div><b onmouseover="y()">b</b></div>',
    );
    expect(out).toBe('<p>t</p><b>b</b>');
    expect(out).not.toMatch(/onerror|onclick|onmouseover|style|img/);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
  ])('removes the link but keeps its text for href %j', (href) => {
    const out = html(`<a href="${href.replace(/"/g, '&quot;')}">Link</a>`);
    expect(out).toBe('Link');
  });

  it('keeps http(s), mailto and tel links, opened safely in a new tab', () => {
    expect(html('<a href="https://horizonte-reisen.example/a" title="x">A</a>')).toBe(
      '<a href="https://horizonte-reisen.example/a" target="_blank" rel="noopener noreferrer">A</a>',
    );
    expect(html('<a href="mailto:info@horizonte-reisen.example">M</a>')).toContain('href="mailto:');
  });

  it('renders markup-looking text as text, never as markup', () => {
    expect(html('&lt;img src=x onerror=alert(1)&gt;')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(document.querySelector('img')).toBeNull();
  });

  it('does not run scripts while parsing', () => {
    const w = window as unknown as { hacked?: number };
    delete w.hacked;
    html('<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>');
    expect(w.hacked).toBeUndefined();
  });
});
