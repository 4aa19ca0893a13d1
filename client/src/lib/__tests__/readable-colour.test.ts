import { getContrastRatio } from '@mui/material/styles';
import { readableOn, TEXT_CONTRAST_RATIO } from '../theme';

// Outlined chips write their label in their colour on the page (WCAG 1.4.3): too light a colour is darkened until
// it reaches 4.5:1, and one that already does is kept as it is.
describe('readableOn', () => {
  it.each([
    ['the default warning orange', '#ed6c02'],
    ['the default info blue', '#0288d1'],
    ['a light brand colour', '#ffd54f'],
  ])('darkens %s until its text reaches 4.5:1 on white', (_name, colour) => {
    expect(getContrastRatio(colour, '#fff')).toBeLessThan(TEXT_CONTRAST_RATIO);
    expect(getContrastRatio(readableOn(colour, '#fff'), '#fff')).toBeGreaterThanOrEqual(TEXT_CONTRAST_RATIO);
  });

  it('keeps a colour that already reads at 4.5:1', () => {
    expect(readableOn('#2e7d32', '#fff')).toBe('#2e7d32');
  });
});
