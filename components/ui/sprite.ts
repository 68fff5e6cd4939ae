import { createRequire } from 'node:module';
import {
  ArrowLeft,
  ArrowRight,
  Award,
  BadgeCheck,
  Building2,
  CalendarClock,
  CalendarDays,
  Check,
  ChevronDown,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  CircleHelp,
  ClipboardCheck,
  ClipboardList,
  Clock,
  CloudOff,
  Copy,
  CreditCard,
  ExternalLink,
  Eye,
  FileCheck,
  FileText,
  Globe,
  GraduationCap,
  Handshake,
  Headset,
  HeartHandshake,
  Info,
  Landmark,
  Languages,
  List,
  LoaderCircle,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  MessageSquareText,
  Package,
  PackageCheck,
  PackageSearch,
  Phone,
  Plus,
  RefreshCw,
  RotateCcw,
  Route,
  Scale,
  Search,
  Send,
  ShieldCheck,
  Ship,
  ShoppingBag,
  Signature,
  Smile,
  Sparkles,
  Stamp,
  Stethoscope,
  Target,
  Trash2,
  Truck,
  UserRound,
  Users,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/content/schema';
import { brandIconKey } from './brand-icon';

/** The icons content may name (content/schema.ts, iconNames): every one must be here. */
const contentIcons = {
  globe: Globe,
  clock: Clock,
  truck: Truck,
  'shield-check': ShieldCheck,
  scale: Scale,
  headset: Headset,
  'badge-check': BadgeCheck,
  'file-check': FileCheck,
  stamp: Stamp,
  building: Building2,
  'heart-handshake': HeartHandshake,
  'graduation-cap': GraduationCap,
  stethoscope: Stethoscope,
  'package-search': PackageSearch,
  route: Route,
  users: Users,
  ship: Ship,
  'map-pin': MapPin,
  phone: Phone,
  mail: Mail,
  target: Target,
  eye: Eye,
  handshake: Handshake,
  zap: Zap,
  smile: Smile,
  'calendar-clock': CalendarClock,
  package: Package,
  award: Award,
  landmark: Landmark,
  'file-text': FileText,
  'credit-card': CreditCard,
  'rotate-ccw': RotateCcw,
  'clipboard-check': ClipboardCheck,
  'circle-help': CircleHelp,
  signature: Signature,
  sparkles: Sparkles,
} satisfies Record<IconName, LucideIcon>;

/** Every lucide icon the site draws (SvgIcon), by its symbol's id in the sprite. */
export const lucideIcons = {
  ...contentIcons,
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  'calendar-days': CalendarDays,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-right': ChevronRight,
  'circle-alert': CircleAlert,
  'circle-check': CircleCheck,
  'clipboard-list': ClipboardList,
  'cloud-off': CloudOff,
  copy: Copy,
  'external-link': ExternalLink,
  info: Info,
  languages: Languages,
  list: List,
  'loader-circle': LoaderCircle,
  menu: Menu,
  'message-circle': MessageCircle,
  'message-square-text': MessageSquareText,
  'package-check': PackageCheck,
  plus: Plus,
  'refresh-cw': RefreshCw,
  search: Search,
  send: Send,
  'shopping-bag': ShoppingBag,
  'trash-2': Trash2,
  'user-round': UserRound,
  x: X,
} satisfies Record<string, LucideIcon>;

type Shapes = [tag: string, attributes: Record<string, string>][];
type IconRender = (props: object, ref: null) => { props?: { icon?: { node?: Shapes } } } | null;

/**
 * A lucide icon's shapes. lucide-react's icons render its `Icon`, a client component (it reads a
 * context), with the shapes as props; asking the icon's render for them gives the plain SVG.
 */
export function iconShapes(icon: LucideIcon): Shapes {
  const render = (icon as unknown as { render?: IconRender }).render;
  const shapes = render?.({}, null)?.props?.icon?.node;
  if (!Array.isArray(shapes))
    throw new Error(`sprite: no shapes in ${icon.displayName ?? 'a lucide icon'}: has lucide-react changed how it builds icons?`);
  return shapes;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

type IconifySet = { width?: number; height?: number; icons: Record<string, { body: string; width?: number; height?: number }> };

/**
 * The site's one icon sprite, served at /icons.svg (app/icons.svg/route.ts): lucide's icons
 * (ISC) with lucide's stroke and no stroke width, which each icon's <svg> gives (svg-icon.css), and
 * the brand logos from Material Design Icons (Apache 2.0), which lucide has none of. A page then
 * carries an icon as a short <use href="/icons.svg#…">, not its shapes twice (in the HTML and in
 * the page data React hydrates from); the file is fetched once for the whole site.
 */
export function spriteSvg(): string {
  const lucide = Object.entries(lucideIcons).map(([id, icon]) => {
    const shapes = iconShapes(icon).map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`);
      return `<${tag}${written.join('')}/>`;
    });
    return `<symbol id="${id}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">${shapes.join('')}</symbol>`;
  });
  const set = createRequire(import.meta.url)('@iconify-json/mdi/icons.json') as IconifySet;
  const brands = Object.values(brandIconKey).map((id) => {
    const icon = set.icons[id];
    if (!icon) throw new Error(`sprite: no "${id}" icon in @iconify-json/mdi`);
    if (id in lucideIcons) throw new Error(`sprite: "${id}" is both a lucide icon and a brand logo`);
    return `<symbol id="${id}" viewBox="0 0 ${icon.width ?? set.width ?? 24} ${icon.height ?? set.height ?? 24}">${icon.body}</symbol>`;
  });
  return ['<svg xmlns="http://www.w3.org/2000/svg">', ...lucide, ...brands, '</svg>', ''].join('\n');
}
