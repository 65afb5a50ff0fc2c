import type { CourseCategory } from './courses';
import type { PackageId } from './packages';

export const homeMetadata = {
  title: 'Mining & Civil Construction Training in Port Macquarie & Mackay',
  description:
    'Nationally recognised mining and civil construction safety training in Port Macquarie, Mackay and across NSW and QLD: white card, first aid, heights, confined spaces and machine tickets.',
} as const;

export const homeHero = {
  eyebrow: 'Mining & civil construction safety training',
  title: 'Get site-ready with nationally recognised training',
  subtitle:
    'White card, first aid, working at heights, confined spaces and machine tickets in Port Macquarie, the Mid North Coast, Mackay, the Hunter Valley and the Bowen Basin.',
  primaryCta: { label: 'BOOK NOW', href: '/booking' },
  secondaryCta: { label: 'VIEW COURSES', href: '/courses' },
} as const;

export const homeLocationsHeading = 'Choose your location';

export const homeIntroBlurbs = [
  {
    title: 'Training that gets you on site',
    text: 'Short, practical courses built around what mine and civil employers ask for, so you can start work sooner.',
  },
  {
    title: 'Trainers who have done the work',
    text: 'Our trainers come from mining, civil construction and emergency response, and teach from real experience.',
  },
  {
    title: 'On our site or yours',
    text: 'Join a public course at one of five locations, or bring the training to your crew at your workplace.',
  },
] as const;

/** Home category browser: each course category with the packages that price it. */
export const courseCategoryBrowser = [
  {
    category: 'construction',
    title: 'Construction',
    description: 'White card, civil construction units and the plant operator qualification.',
    packageIds: ['cert3-civil-construction'],
  },
  {
    category: 'safety',
    title: 'Safety',
    description: 'First aid and CPR, working at heights, confined spaces and LV rescue.',
    packageIds: ['first-aid', 'confined-heights-special', 'rescue-cpr-combo'],
  },
  {
    category: 'machinery',
    title: 'Machinery',
    description: 'Excavator, loader, skid steer, roller, grader and haul truck tickets.',
    packageIds: ['machinery-operator-special'],
  },
  {
    category: 'mining',
    title: 'Mining',
    description: 'Standard 11 induction, risk management and supervisor units.',
    packageIds: ['standard-11', 'g2g89-supervisor'],
  },
] as const satisfies readonly {
  category: CourseCategory;
  title: string;
  description: string;
  packageIds: readonly PackageId[];
}[];

export type CarouselImage = { src: string; alt: string; caption: string };

export const CAROUSEL_INTERVAL_MS = 5000;

export const miningCarouselImages = [
  {
    src: '/images/mining-1.svg',
    alt: 'Haul truck driving along a benched open-cut mine at sunrise',
    caption: 'Open-cut mining operations',
  },
  {
    src: '/images/mining-2.svg',
    alt: 'Excavator loading a dump truck on a civil construction site',
    caption: 'Machine tickets on real equipment',
  },
  {
    src: '/images/mining-3.svg',
    alt: 'Worker in a harness and hard hat clipped to an anchor point on a steel structure',
    caption: 'Working safely at heights',
  },
  {
    src: '/images/mining-4.svg',
    alt: 'Trainer showing a group in hi-vis how to use a gas detector beside a confined space entry',
    caption: 'Confined space entry training',
  },
] as const satisfies readonly CarouselImage[];
