import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';

export type ButtonVariant = 'primary' | 'secondary' | 'light';

/** Shared look for buttons and button-styled links. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string) {
  return clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition duration-150 disabled:cursor-not-allowed disabled:opacity-60',
    variant === 'primary' && 'bg-brand text-white hover:bg-brand-dark',
    variant === 'secondary' && 'border border-ink/15 bg-white text-ink hover:border-brand hover:text-brand-dark',
    variant === 'light' && 'bg-white text-ink hover:bg-saffron-light',
    className,
  );
}

/** `locale`: the page's language, which the link leads to. */
type ButtonLinkProps = { href: string; locale: string; children: ReactNode; variant?: ButtonVariant; className?: string };

export function ButtonLink({ href, locale, children, variant = 'primary', className }: ButtonLinkProps) {
  return (
    <Link href={href} locale={locale} className={buttonClasses(variant, className)}>
      {children}
    </Link>
  );
}
