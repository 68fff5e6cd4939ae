import {
  Award,
  BadgeCheck,
  Building2,
  CalendarClock,
  CircleHelp,
  ClipboardCheck,
  Clock,
  CreditCard,
  Eye,
  FileCheck,
  FileText,
  Globe,
  GraduationCap,
  Handshake,
  Headset,
  HeartHandshake,
  Landmark,
  Mail,
  MapPin,
  Package,
  PackageSearch,
  Phone,
  RotateCcw,
  Route,
  Scale,
  ShieldCheck,
  Ship,
  Signature,
  Smile,
  Sparkles,
  Stamp,
  Stethoscope,
  Target,
  Truck,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/content/schema';
import { SvgIcon } from './svg-icon';

const icons: Record<IconName, LucideIcon> = {
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
};

/** A decorative lucide icon chosen by its content key. One stroke width throughout. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SvgIcon icon={icons[name]} className={className} />;
}

/** An icon on a soft brand-tinted tile, as used at the top of feature cards. */
export function IconTile({ name, className }: { name: IconName; className?: string }) {
  return (
    <span className={className ?? 'inline-flex size-12 items-center justify-center rounded-xl bg-brand-light text-brand'}>
      <Icon name={name} />
    </span>
  );
}
