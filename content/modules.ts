import { aboutFile } from './about';
import { blogFile } from './blog';
import { catalogueFile } from './catalogue';
import { certificationsFile } from './certifications';
import { contactFile } from './contact';
import { countriesFile } from './countries';
import { ctaFile } from './cta';
import { formsFile } from './forms';
import { quotePageFile } from './get-quote';
import { homeFile } from './home';
import { initiativesFile } from './initiatives';
import { interfaceFile } from './interface';
import type { ContentModule } from './load';
import { localesFile } from './locales';
import { languageCoverage, sumOf, type LanguageCoverage } from './localize';
import { loginFile } from './login';
import { navigationFile } from './navigation';
import { notFoundFile } from './not-found';
import { policiesFile } from './policies';
import { articlesFolder } from './posts';
import { previewFile } from './preview';
import { productPageFile } from './product-page';
import { productsFolder } from './products';
import { quoteFile } from './quote';
import { tradeTermsFile } from './trade-terms';
import { registerFile } from './register';
import { searchFile } from './search';
import { orderFile, categoriesFolder } from './categories';
import { siteFile } from './site';
import { statsFile } from './stats';
import { unitsFile } from './units';

// Every content file and folder the site reads, each once. The editor's configuration
// (cms/config.ts) makes a collection of each, the build's coverage report (scripts/i18n-coverage.mjs)
// loads each in every language, and the content tests check each. A new content type (a file
// under content/, or a folder of entries) is one line here, beside the module that reads it.

export const contentModules: ContentModule[] = [
  // A file with every language (single_file).
  siteFile,
  navigationFile,
  interfaceFile,
  homeFile,
  aboutFile,
  catalogueFile,
  certificationsFile,
  initiativesFile,
  quotePageFile,
  quoteFile,
  tradeTermsFile,
  contactFile,
  formsFile,
  blogFile,
  searchFile,
  loginFile,
  registerFile,
  notFoundFile,
  policiesFile,
  statsFile,
  unitsFile,
  ctaFile,
  previewFile,
  productPageFile,
  // A folder with a file per entry and language (multiple_folders), and its order.
  categoriesFolder,
  orderFile,
  articlesFolder,
  productsFolder,
  // Read as they are, in no language; the developers', not in the editor.
  localesFile,
  countriesFile,
];

/** Every content module loaded in `locale`, checked, and what the language's words cover of them. */
export function coverageIn(locale: string, modules: ContentModule[] = contentModules): LanguageCoverage {
  return languageCoverage(locale, sumOf(modules.map((part) => part.coverage(locale))));
}
