/*
 * "Skip to content" (WCAG 2.4.1 "Bypass Blocks"): the first focus stop of every layout, off screen until it has the
 * focus (styles/site.css `.tg-site-skip`); it leads past the header and the menus to the layout's `<main id="main">`.
 */
import { Link } from '@/ui/kit';

/** The id of each layout's `<main>`, the skip link's target. */
export const MAIN_ID = 'main';

export function SkipLink() {
  return (
    <Link href={`#${MAIN_ID}`} className="tg-site-skip">
      Skip to content
    </Link>
  );
}
