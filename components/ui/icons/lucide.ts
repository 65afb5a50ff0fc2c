/**
 * The icons of components/ui/icons/drawn.tsx as lucide-react's own components, for the browser: `#icons` (package.json
 * imports) resolves here outside React's server layer, so a component without 'use client' that a client component
 * imports gets lucide-react's icons in the browser and the drawn ones on the server. Each from its own module, so a
 * bundle takes only the icons it uses. tests/unit/icons.test.tsx keeps the two lists equal.
 */

import type { ComponentType } from 'react';
import type { LucideProps } from 'lucide-react';

export type IconProps = Omit<LucideProps, 'ref'>;
export type Icon = ComponentType<IconProps>;

export { default as ArrowLeftIcon } from 'lucide-react/icons/arrow-left';
export { default as Award, default as AwardIcon } from 'lucide-react/icons/award';
export { default as BadgePercent } from 'lucide-react/icons/badge-percent';
export { default as BookOpenIcon } from 'lucide-react/icons/book-open';
export { default as CalendarCheckIcon } from 'lucide-react/icons/calendar-check';
export { default as CalendarClock } from 'lucide-react/icons/calendar-clock';
export { default as CalendarDaysIcon } from 'lucide-react/icons/calendar-days';
export { default as Check, default as CheckIcon } from 'lucide-react/icons/check';
export { default as ChevronDownIcon } from 'lucide-react/icons/chevron-down';
export { default as Circle } from 'lucide-react/icons/circle';
export {
  default as CheckCircle2,
  default as CheckCircle2Icon,
  default as CircleCheckIcon,
} from 'lucide-react/icons/circle-check';
export { default as PlayCircle } from 'lucide-react/icons/circle-play';
export { default as ClipboardCheck } from 'lucide-react/icons/clipboard-check';
export { default as ClipboardList } from 'lucide-react/icons/clipboard-list';
export { default as Clock, default as ClockIcon } from 'lucide-react/icons/clock';
export { default as DownloadIcon } from 'lucide-react/icons/download';
export { default as ExternalLink } from 'lucide-react/icons/external-link';
export { default as FileChartColumn } from 'lucide-react/icons/file-chart-column';
export { default as FileQuestion } from 'lucide-react/icons/file-question-mark';
export { default as FileTextIcon } from 'lucide-react/icons/file-text';
export { default as GlobeIcon } from 'lucide-react/icons/globe';
export { default as HardHat } from 'lucide-react/icons/hard-hat';
export { default as ImageIcon } from 'lucide-react/icons/image';
export { default as InfoIcon } from 'lucide-react/icons/info';
export { default as LoaderCircle } from 'lucide-react/icons/loader-circle';
export { default as LockIcon } from 'lucide-react/icons/lock';
export { default as LogInIcon } from 'lucide-react/icons/log-in';
export { default as Mail, default as MailIcon } from 'lucide-react/icons/mail';
export { default as MapPin } from 'lucide-react/icons/map-pin';
export { default as MapPinned } from 'lucide-react/icons/map-pinned';
export { default as Menu } from 'lucide-react/icons/menu';
export { default as MessageSquare, default as MessageSquareIcon } from 'lucide-react/icons/message-square';
export { default as MessageSquareTextIcon } from 'lucide-react/icons/message-square-text';
export { default as MonitorSmartphone } from 'lucide-react/icons/monitor-smartphone';
export { default as NewspaperIcon } from 'lucide-react/icons/newspaper';
export { default as PercentIcon } from 'lucide-react/icons/percent';
export { default as Phone, default as PhoneIcon } from 'lucide-react/icons/phone';
export { default as PiggyBank } from 'lucide-react/icons/piggy-bank';
export { default as Presentation } from 'lucide-react/icons/presentation';
export { default as SendIcon } from 'lucide-react/icons/send';
export { default as ShoppingCart } from 'lucide-react/icons/shopping-cart';
export { default as Star, default as StarIcon } from 'lucide-react/icons/star';
export { default as TriangleAlertIcon } from 'lucide-react/icons/triangle-exclamation-point';
export { default as User } from 'lucide-react/icons/user';
export { default as UserRound, default as UserRoundIcon } from 'lucide-react/icons/user-round';
export { default as Users, default as UsersIcon } from 'lucide-react/icons/users';
