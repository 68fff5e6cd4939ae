'use client';

import { Languages } from 'lucide-react';
import { useEnglishPath, useLocale } from '@/components/i18n/locale-context';
import type { ListedLink } from '@/components/ui/link-list';
import { DropdownMenu } from './dropdown-menu';
import { rememberLanguage } from './language-choice';

/** A language as the menu offers it: named in itself. */
export type LanguageOption = { code: string; lang: string; name: string };

/** This page in each language: "/services/electronics" leads to "/ar/services/electronics". */
export function useLanguageLinks(languages: LanguageOption[]): ListedLink[] {
  const path = useEnglishPath();
  const { locale } = useLocale();
  return languages.map(({ code, lang, name }) => ({ label: name, href: path, locale: code, lang, current: code === locale }));
}

/** The header's Language menu: the same page in each language. The choice is remembered. */
export function LanguageMenu({ label, languages, className }: { label: string; languages: LanguageOption[]; className?: string }) {
  const links = useLanguageLinks(languages);
  return (
    <div onClickCapture={(event) => rememberLanguage(event.target)}>
      <DropdownMenu
        label={label}
        icon={<Languages aria-hidden="true" strokeWidth={1.75} className="size-5" />}
        links={links}
        className={className}
      />
    </div>
  );
}
