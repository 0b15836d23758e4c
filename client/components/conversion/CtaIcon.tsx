// The CTA icon set (domain/ctas/display.ts) drawn with lucide icons.
import {
  BookOpen,
  Bot,
  Brain,
  Briefcase,
  Calendar,
  GraduationCap,
  Lightbulb,
  Mail,
  MessageCircle,
  Rocket,
  Sparkles,
  Target,
  TrendingUp,
  Users,
} from 'lucide';
import { type CtaIconName, ctaIconOf } from '../../../domain/ctas/display';
import { Icon, type IconNode } from '../Icon';

export const CTA_ICONS: Record<CtaIconName, IconNode> = {
  'graduation-cap': GraduationCap,
  'book-open': BookOpen,
  bot: Bot,
  brain: Brain,
  sparkles: Sparkles,
  lightbulb: Lightbulb,
  rocket: Rocket,
  briefcase: Briefcase,
  target: Target,
  'trending-up': TrendingUp,
  users: Users,
  calendar: Calendar,
  'message-circle': MessageCircle,
  mail: Mail,
};

export function CtaIcon({ name, className }: { name: string; className?: string }) {
  return <Icon node={CTA_ICONS[ctaIconOf(name)]} className={className} />;
}
