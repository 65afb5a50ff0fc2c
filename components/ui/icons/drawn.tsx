import type { LucideIconData, LucideProps } from 'lucide-react';
import * as arrowLeftData from 'lucide-react/icons/arrow-left';
import * as awardData from 'lucide-react/icons/award';
import * as badgePercentData from 'lucide-react/icons/badge-percent';
import * as bookOpenData from 'lucide-react/icons/book-open';
import * as calendarCheckData from 'lucide-react/icons/calendar-check';
import * as calendarClockData from 'lucide-react/icons/calendar-clock';
import * as calendarDaysData from 'lucide-react/icons/calendar-days';
import * as checkData from 'lucide-react/icons/check';
import * as chevronDownData from 'lucide-react/icons/chevron-down';
import * as circleData from 'lucide-react/icons/circle';
import * as circleCheckData from 'lucide-react/icons/circle-check';
import * as circlePlayData from 'lucide-react/icons/circle-play';
import * as clipboardCheckData from 'lucide-react/icons/clipboard-check';
import * as clipboardListData from 'lucide-react/icons/clipboard-list';
import * as clockData from 'lucide-react/icons/clock';
import * as downloadData from 'lucide-react/icons/download';
import * as externalLinkData from 'lucide-react/icons/external-link';
import * as fileChartColumnData from 'lucide-react/icons/file-chart-column';
import * as fileQuestionMarkData from 'lucide-react/icons/file-question-mark';
import * as fileTextData from 'lucide-react/icons/file-text';
import * as globeData from 'lucide-react/icons/globe';
import * as hardHatData from 'lucide-react/icons/hard-hat';
import * as imageData from 'lucide-react/icons/image';
import * as infoData from 'lucide-react/icons/info';
import * as loaderCircleData from 'lucide-react/icons/loader-circle';
import * as lockData from 'lucide-react/icons/lock';
import * as logInData from 'lucide-react/icons/log-in';
import * as mailData from 'lucide-react/icons/mail';
import * as mapPinData from 'lucide-react/icons/map-pin';
import * as mapPinnedData from 'lucide-react/icons/map-pinned';
import * as menuData from 'lucide-react/icons/menu';
import * as messageSquareData from 'lucide-react/icons/message-square';
import * as messageSquareTextData from 'lucide-react/icons/message-square-text';
import * as monitorSmartphoneData from 'lucide-react/icons/monitor-smartphone';
import * as newspaperData from 'lucide-react/icons/newspaper';
import * as percentData from 'lucide-react/icons/percent';
import * as phoneData from 'lucide-react/icons/phone';
import * as piggyBankData from 'lucide-react/icons/piggy-bank';
import * as presentationData from 'lucide-react/icons/presentation';
import * as sendData from 'lucide-react/icons/send';
import * as shoppingCartData from 'lucide-react/icons/shopping-cart';
import * as starData from 'lucide-react/icons/star';
import * as triangleExclamationPointData from 'lucide-react/icons/triangle-exclamation-point';
import * as userData from 'lucide-react/icons/user';
import * as userRoundData from 'lucide-react/icons/user-round';
import * as usersData from 'lucide-react/icons/users';

/**
 * Lucide's icons for components rendered on the server, drawn as plain SVG. lucide-react's icons are client components
 * (its Icon has been 'use client' since 1.x, for a context few sites use): each one a server component draws is a
 * client reference in the page's payload, with its path data, hydrated as a component of its own (home drew 23,
 * /packages 58; issue 22). These draw the same markup with the same props and no hook (tests/unit/icons.test.tsx
 * compares each with lucide-react's), so static markup (lib/server/static-markup.ts) can hold them and the page
 * hydrates nothing for them. Components import them as `#icons` (package.json imports), which is this module in
 * React's server layer and lucide-react's components (./lucide.ts) in the browser's bundles, under the names lucide
 * exports; a component without 'use client' never imports 'lucide-react' itself (the same test checks).
 */

export type IconProps = Omit<LucideProps, 'ref'>;
export type Icon = (props: IconProps) => React.JSX.Element;

const defaultAttributes = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Whether the props name the icon for assistive technology; otherwise it is hidden from it (lucide's rule). */
function hasAccessibleProp(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([name, value]) => (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null,
  );
}

/** Class tokens joined once each, in order (lucide's mergeClasses). */
function mergeClasses(...classes: Array<string | undefined>): string {
  return [...new Set(classes.flatMap((value) => value?.split(/\s+/) ?? []).filter(Boolean))].join(' ');
}

/** An icon component of one icon's data; `module` is `import * as module from 'lucide-react/icons/<name>'`. */
function drawnIcon(module: object): Icon {
  // lucide-react exports each icon's data as __iconData, which its type declarations leave out.
  const icon = (module as { __iconData: LucideIconData }).__iconData;
  const names = [icon.name, ...(icon.aliases ?? [])]
    .filter((name) => name?.trim())
    .map((name) => `lucide-${name}`);
  const viewBoxWidth = icon.size ?? icon.width ?? 24;
  const viewBoxHeight = icon.size ?? icon.height ?? 24;
  function DrawnIcon({
    color,
    size,
    width,
    height,
    strokeWidth = 2,
    absoluteStrokeWidth,
    nonScalingStroke,
    className,
    children,
    ...rest
  }: IconProps) {
    const sized = width ?? size ?? 24;
    const attributes = {
      ...defaultAttributes,
      ...(color ? { stroke: color } : {}),
      width: sized,
      height: height ?? size ?? 24,
      strokeWidth: absoluteStrokeWidth
        ? (Number(strokeWidth) * Number(viewBoxWidth)) / Number(sized)
        : strokeWidth,
      className: mergeClasses('lucide', ...names, className),
      viewBox: `0 0 ${viewBoxWidth} ${viewBoxHeight}`,
      ...(children || hasAccessibleProp(rest) ? {} : { 'aria-hidden': 'true' as const }),
      ...rest,
    };
    return (
      <svg {...attributes}>
        {icon.node.map(([tag, { key, ...nodeAttributes }]) => {
          const Tag = tag as 'path';
          return (
            <Tag
              key={key as string}
              {...(nonScalingStroke ? { vectorEffect: 'non-scaling-stroke' as const } : {})}
              {...(nodeAttributes as React.SVGProps<SVGPathElement>)}
            />
          );
        })}
        {children}
      </svg>
    );
  }
  DrawnIcon.displayName = icon.name;
  return DrawnIcon;
}

export const ArrowLeftIcon = drawnIcon(arrowLeftData);
export const Award = drawnIcon(awardData);
export const AwardIcon = Award;
export const BadgePercent = drawnIcon(badgePercentData);
export const BookOpenIcon = drawnIcon(bookOpenData);
export const CalendarCheckIcon = drawnIcon(calendarCheckData);
export const CalendarClock = drawnIcon(calendarClockData);
export const CalendarDaysIcon = drawnIcon(calendarDaysData);
export const Check = drawnIcon(checkData);
export const CheckIcon = Check;
export const ChevronDownIcon = drawnIcon(chevronDownData);
export const Circle = drawnIcon(circleData);
export const CheckCircle2 = drawnIcon(circleCheckData);
export const CheckCircle2Icon = CheckCircle2;
export const CircleCheckIcon = CheckCircle2;
export const PlayCircle = drawnIcon(circlePlayData);
export const ClipboardCheck = drawnIcon(clipboardCheckData);
export const ClipboardList = drawnIcon(clipboardListData);
export const Clock = drawnIcon(clockData);
export const ClockIcon = Clock;
export const DownloadIcon = drawnIcon(downloadData);
export const ExternalLink = drawnIcon(externalLinkData);
export const FileChartColumn = drawnIcon(fileChartColumnData);
export const FileQuestion = drawnIcon(fileQuestionMarkData);
export const FileTextIcon = drawnIcon(fileTextData);
export const GlobeIcon = drawnIcon(globeData);
export const HardHat = drawnIcon(hardHatData);
export const ImageIcon = drawnIcon(imageData);
export const InfoIcon = drawnIcon(infoData);
export const LoaderCircle = drawnIcon(loaderCircleData);
export const LockIcon = drawnIcon(lockData);
export const LogInIcon = drawnIcon(logInData);
export const Mail = drawnIcon(mailData);
export const MailIcon = Mail;
export const MapPin = drawnIcon(mapPinData);
export const MapPinned = drawnIcon(mapPinnedData);
export const Menu = drawnIcon(menuData);
export const MessageSquare = drawnIcon(messageSquareData);
export const MessageSquareIcon = MessageSquare;
export const MessageSquareTextIcon = drawnIcon(messageSquareTextData);
export const MonitorSmartphone = drawnIcon(monitorSmartphoneData);
export const NewspaperIcon = drawnIcon(newspaperData);
export const PercentIcon = drawnIcon(percentData);
export const Phone = drawnIcon(phoneData);
export const PhoneIcon = Phone;
export const PiggyBank = drawnIcon(piggyBankData);
export const Presentation = drawnIcon(presentationData);
export const SendIcon = drawnIcon(sendData);
export const ShoppingCart = drawnIcon(shoppingCartData);
export const Star = drawnIcon(starData);
export const StarIcon = Star;
export const TriangleAlertIcon = drawnIcon(triangleExclamationPointData);
export const User = drawnIcon(userData);
export const UserRound = drawnIcon(userRoundData);
export const UserRoundIcon = UserRound;
export const Users = drawnIcon(usersData);
export const UsersIcon = Users;
