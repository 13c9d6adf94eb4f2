import { screen } from '@testing-library/react';
import { createTestStore, renderWithProviders, TEST_RUNTIME_CONFIG } from '@checkout/dev-kit/testing';
import { HotlineText, telHref } from './HotlineText';

describe('telHref', () => {
  it.each([
    ['+41 44 000 00 00', 'tel:+41440000000'],
    ['058 000 00 00', 'tel:+41580000000'],
    ['0041 22.345.67.89', 'tel:+41223456789'],
    ['+41 (0)44 277-40-00', 'tel:+41442774000'],
  ])('%s -> %s', (number, href) => {
    expect(telHref(number)).toBe(href);
  });
});

describe('HotlineText', () => {
  it.each([
    ['de-CH', 'Fragen? Rufen Sie uns an: 058 000 00 00'],
    ['fr-CH', 'Des questions? Appelez-nous au 058 000 00 00'],
  ] as const)('%s: the text with the configured hotline as a tel: link', (culture, text) => {
    const { container } = renderWithProviders(<HotlineText textKey="chrome.hotline" />, {
      ...createTestStore(),
      culture,
      config: { ...TEST_RUNTIME_CONFIG, hotline: '058 000 00 00' },
    });
    expect(container).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: '058 000 00 00' })).toHaveAttribute('href', 'tel:+41580000000');
  });
});
