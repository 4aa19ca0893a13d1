import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import { srOnly } from '../sr-only';

describe('srOnly (screen-reader-only text)', () => {
  it('is a 1 px box, not one as wide as the page (in sx a bare 1 means 100%)', () => {
    render(<Box sx={srOnly}>Actions</Box>);
    const style = window.getComputedStyle(screen.getByText('Actions'));
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
    expect(style.overflow).toBe('hidden');
  });
});
