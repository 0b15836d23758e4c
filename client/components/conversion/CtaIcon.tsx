// The CTA icon set (domain/ctas.ts) drawn with lucide icons.
import {
  BookOpen,
  Bot,
  Brain,
  Briefcase,
  Calendar,
  GraduationCap,
  Lightbulb,
  type LucideIcon,
  Mail,
  MessageCircle,
  Rocket,
  Sparkles,
  Target,
  TrendingUp,
  Users,
} from 'lucide-react';
import { type CtaIconName, ctaIconOf } from '../../../domain/ctas';

export const CTA_ICON_COMPONENTS: Record<CtaIconName, LucideIcon> = {
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
  const Icon = CTA_ICON_COMPONENTS[ctaIconOf(name)];
  return <Icon aria-hidden="true" className={className} />;
}
