/*
 * The public site's components: plain elements styled by static CSS (styles/kit.css), so the
 * public pages' first load carries neither MUI nor Emotion. The API follows the MUI components they replace (same
 * names, the props the public pages use, the same elements and roles), so markup, headings and accessible names do
 * not change; the panel and admin keep MUI. The gate's brand colours and font reach the CSS as variables
 * (lib/gate.tsx sets them on :root; see ui/gate-vars.ts).
 *
 * Sizes follow MUI's 8 px spacing unit: `spacing={2}` is a 16 px gap. What few pages draw is in modules of its own
 * (ui/dialog.tsx, ui/text-field.tsx, ui/switch.tsx, ui/chip.tsx, ui/divider.tsx, ui/linear-progress.tsx,
 * ui/skeleton.tsx, ui/visually-hidden.tsx): only the pieces that draw them load them.
 */
import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Joins class names, skipping empty ones. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';
/** A value per breakpoint (min-widths 0, 600, 900, 1200 px, as MUI's), or one value for all. */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

function responsiveClasses<T extends string | number | boolean>(prefix: string, value: Responsive<T> | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value !== 'object') return [`${prefix}-${String(value)}`];
  return Object.entries(value).map(([bp, v]) => (bp === 'xs' ? `${prefix}-${String(v)}` : `${prefix}-${bp}-${String(v)}`));
}

/** The spacing unit, in px, of `spacing` props. */
const SPACING_PX = 8;
const space = (n: number | undefined) => (n === undefined ? undefined : `${n * SPACING_PX}px`);

export type Polymorphic<P> = P & Omit<HTMLAttributes<HTMLElement>, keyof P> & { component?: ElementType; ref?: Ref<HTMLElement> };

// ---------------------------------------------------------------------------------------------------------------
// Text (MUI Typography)

export type TextVariant =
  'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'subtitle1' | 'subtitle2' | 'body1' | 'body2' | 'caption' | 'overline' | 'button';
export type TextColor =
  'primary' | 'secondary' | 'textPrimary' | 'textSecondary' | 'text.secondary' | 'text.primary' | 'error' | 'success' | 'inherit';

const TEXT_ELEMENT: Record<TextVariant, ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
  button: 'span',
};

export type TextProps = Polymorphic<{
  variant?: TextVariant;
  color?: TextColor;
  align?: 'left' | 'center' | 'right';
  gutterBottom?: boolean;
  noWrap?: boolean;
  /** Bold (700) or heavy (800) weight, the two the pages use on top of a variant's own. */
  weight?: 'medium' | 'bold' | 'heavy';
  children?: ReactNode;
}>;

export function Text({ variant = 'body1', component, color, align, gutterBottom, noWrap, weight, className, ...rest }: TextProps) {
  const Element = component ?? TEXT_ELEMENT[variant];
  return (
    <Element
      className={cx(
        'tg-text',
        `tg-text--${variant}`,
        color && `tg-color--${color.replace('.', '-')}`,
        align && `tg-align--${align}`,
        gutterBottom && 'tg-gutter',
        noWrap && 'tg-nowrap',
        weight && `tg-weight--${weight}`,
        className,
      )}
      {...rest}
    />
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Layout: Box, Stack, Container, Grid

export type BoxProps = Polymorphic<{ children?: ReactNode }>;

/** A plain element (a `div` unless `component` says otherwise) for a class or a style. */
export function Box({ component: Element = 'div', ...rest }: BoxProps) {
  return <Element {...rest} />;
}

export type StackProps = Polymorphic<{
  direction?: Responsive<'row' | 'column'>;
  spacing?: number;
  alignItems?: CSSProperties['alignItems'];
  justifyContent?: CSSProperties['justifyContent'];
  flexWrap?: CSSProperties['flexWrap'];
  children?: ReactNode;
}>;

/** A flex row or column with a gap (MUI Stack with `useFlexGap`). */
export function Stack({
  component: Element = 'div',
  direction = 'column',
  spacing,
  alignItems,
  justifyContent,
  flexWrap,
  className,
  style,
  ...rest
}: StackProps) {
  return (
    <Element
      className={cx('tg-stack', ...responsiveClasses('tg-stack', direction), className)}
      style={{ gap: space(spacing), alignItems, justifyContent, flexWrap, ...style }}
      {...rest}
    />
  );
}

export type ContainerProps = Polymorphic<{ maxWidth?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | false; children?: ReactNode }>;

/** The page's centred column with side padding (16 px, 24 px from 600 px wide). */
export function Container({ component: Element = 'div', maxWidth = 'lg', className, ...rest }: ContainerProps) {
  return <Element className={cx('tg-container', maxWidth && `tg-container--${maxWidth}`, className)} {...rest} />;
}

export type GridProps = Polymorphic<{ spacing?: number; alignItems?: CSSProperties['alignItems']; children?: ReactNode }>;

/** A 12-column grid; its children are `GridItem`s. */
export function Grid({ component: Element = 'div', spacing = 0, alignItems, className, style, ...rest }: GridProps) {
  return <Element className={cx('tg-grid', className)} style={{ gap: space(spacing), alignItems, ...style }} {...rest} />;
}

export type GridItemProps = Polymorphic<{ xs?: number; sm?: number; md?: number; lg?: number; children?: ReactNode }>;

/** A cell spanning `xs` columns of 12 (12 when not given), `sm`/`md`/`lg` from those widths up. */
export function GridItem({ component: Element = 'div', xs = 12, sm, md, lg, className, ...rest }: GridItemProps) {
  return (
    <Element
      className={cx(
        'tg-col',
        `tg-col-${xs}`,
        sm ? `tg-col-sm-${sm}` : null,
        md ? `tg-col-md-${md}` : null,
        lg ? `tg-col-lg-${lg}` : null,
        className,
      )}
      {...rest}
    />
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Actions: Button, IconButton, Link

export type ButtonColor = 'primary' | 'secondary' | 'inherit' | 'error' | 'success';

interface ButtonLookProps {
  variant?: 'text' | 'outlined' | 'contained';
  color?: ButtonColor;
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

/** A button, or a link drawn as one: `to` is a route of this site (router link), `href` any other address. */
export type ButtonProps = ButtonLookProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement> & AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> & {
    to?: string;
    replace?: boolean;
    state?: unknown;
    ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
  };

function buttonClass({ variant = 'text', color = 'primary', size = 'medium', fullWidth }: ButtonLookProps, className?: string): string {
  return cx(
    'tg-btn',
    `tg-btn--${variant}`,
    `tg-btn--${color}`,
    size !== 'medium' && `tg-btn--${size}`,
    fullWidth && 'tg-btn--full',
    className,
  );
}

export function Button({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  endIcon,
  to,
  replace,
  state,
  href,
  type,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = buttonClass({ variant, color, size, fullWidth }, className);
  const content = (
    <>
      {startIcon ? <span className="tg-btn__icon tg-btn__icon--start">{startIcon}</span> : null}
      {children}
      {endIcon ? <span className="tg-btn__icon tg-btn__icon--end">{endIcon}</span> : null}
    </>
  );
  if (to !== undefined) {
    return (
      <RouterLink to={to} replace={replace} state={state} className={classes} {...rest}>
        {content}
      </RouterLink>
    );
  }
  if (href !== undefined) {
    return (
      <a href={href} className={classes} {...rest}>
        {content}
      </a>
    );
  }
  return (
    <button type={type ?? 'button'} className={classes} {...rest}>
      {content}
    </button>
  );
}

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & {
  color?: ButtonColor;
  size?: 'small' | 'medium' | 'large';
  edge?: 'start' | 'end';
  ref?: Ref<HTMLButtonElement>;
};

/** A round button holding an icon; give it an `aria-label`. */
export function IconButton({ color = 'inherit', size = 'medium', edge, type, className, ...rest }: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={cx(
        'tg-icon-btn',
        `tg-icon-btn--${color}`,
        size !== 'medium' && `tg-icon-btn--${size}`,
        edge && `tg-icon-btn--edge-${edge}`,
        className,
      )}
      {...rest}
    />
  );
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> & {
  /** A route of this site (router link); otherwise `href`. */
  to?: string;
  replace?: boolean;
  state?: unknown;
  underline?: 'always' | 'hover' | 'none';
  color?: 'primary' | 'inherit' | 'text.secondary';
  variant?: TextVariant;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, state, underline = 'always', color = 'primary', variant, className, children, ...rest }: LinkProps) {
  const classes = cx(
    'tg-link',
    `tg-link--${underline}`,
    `tg-color--${color.replace('.', '-')}`,
    variant && `tg-text--${variant}`,
    className,
  );
  if (to !== undefined)
    return (
      <RouterLink to={to} replace={replace} state={state} className={classes} {...rest}>
        {children}
      </RouterLink>
    );
  return (
    <a className={classes} {...rest}>
      {children}
    </a>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Surfaces and feedback: Paper, Alert, Spinner. (Chip, Divider, LinearProgress, Skeleton and VisuallyHidden are
// modules of their own, ui/<name>.tsx, so each loads with the pieces that draw it, not with every page.)

export type PaperProps = Polymorphic<{
  variant?: 'elevation' | 'outlined';
  elevation?: 0 | 1 | 2 | 3 | 6 | 8 | 24;
  square?: boolean;
  children?: ReactNode;
}>;

export function Paper({ component: Element = 'div', variant = 'elevation', elevation = 1, square, className, ...rest }: PaperProps) {
  return (
    <Element
      className={cx(
        'tg-paper',
        variant === 'outlined' ? 'tg-paper--outlined' : `tg-elevation-${elevation}`,
        square && 'tg-paper--square',
        className,
      )}
      {...rest}
    />
  );
}

export type Severity = 'success' | 'info' | 'warning' | 'error';
export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  severity?: Severity;
  variant?: 'standard' | 'outlined' | 'filled';
  /** A bold first line (MUI AlertTitle). */
  title?: ReactNode;
  /** Buttons on the alert's right (MUI's `action`). */
  action?: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/** A message box; `role="alert"` unless another role is given (as MUI's Alert). */
export function Alert({
  severity = 'success',
  variant = 'standard',
  title,
  action,
  role = 'alert',
  className,
  children,
  ...rest
}: AlertProps) {
  return (
    <div role={role} className={cx('tg-alert', `tg-alert--${severity}`, `tg-alert--${variant}`, className)} {...rest}>
      <div className="tg-alert__message">
        {title ? <div className="tg-alert__title">{title}</div> : null}
        {children}
      </div>
      {action ? <div className="tg-alert__action">{action}</div> : null}
    </div>
  );
}

export type SpinnerProps = HTMLAttributes<HTMLSpanElement> & { size?: number; color?: 'primary' | 'inherit' };

/** An indeterminate circular progress (MUI CircularProgress): `role="progressbar"`; name it with `aria-label`. */
export function Spinner({ size = 40, color = 'primary', className, style, ...rest }: SpinnerProps) {
  return (
    <span
      role="progressbar"
      className={cx('tg-spinner', `tg-color--${color}`, className)}
      style={{ width: size, height: size, ...style }}
      {...rest}
    >
      <svg viewBox="22 22 44 44" aria-hidden="true" focusable="false">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
