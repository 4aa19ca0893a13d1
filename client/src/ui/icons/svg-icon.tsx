/*
 * Material icons as plain SVG (@mui/icons-material would bring MUI's SvgIcon and its styling
 * runtime into the public pages). Paths are the Material Design icons' (Apache 2.0), as shipped by
 * @mui/icons-material. Decorative by default (aria-hidden); pass `titleAccess` to name one. Each icon is a module of
 * its own (ui/icons/), so a page's chunk carries only the icons it draws.
 */
import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  titleAccess?: string;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
};

export function svgIcon(path: string) {
  return function Icon({ titleAccess, fontSize = 'medium', className, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        focusable="false"
        aria-hidden={titleAccess ? undefined : true}
        role={titleAccess ? 'img' : undefined}
        className={['tg-icon', `tg-icon--${fontSize}`, className].filter(Boolean).join(' ')}
        {...rest}
      >
        {titleAccess ? <title>{titleAccess}</title> : null}
        <path d={path} />
      </svg>
    );
  };
}
