import { locationSlugs, type LocationSlug } from './locations';
import type { PackageId } from './packages';
import type { UnitCode } from './units';

export type CourseCategory = 'construction' | 'safety' | 'machinery' | 'mining';

/** Where a course's price comes from: one unit's price, or a pricing package's price. */
export type CoursePricing = { kind: 'unit'; unitCode: UnitCode } | { kind: 'package'; packageId: PackageId };

export type Course = {
  id: string;
  name: string;
  description: string;
  duration: string;
  /** Class size limit as shown, between 8 and 20. */
  maxStudents: string;
  delivery: string;
  /** Average rating shown on the card, 4.6 to 4.9. */
  rating: number;
  category: CourseCategory;
  pricing: CoursePricing;
};

/** Used when a course has no price of its own (e.g. a slot typed by staff). */
export const DEFAULT_COURSE_PRICE = 149;
export const DEFAULT_MAX_STUDENTS = 20;
export const DEFAULT_DURATION = '1 Day';
/** Class sizes the provider runs. */
export const COURSE_MAX_STUDENTS_RANGE = { min: 8, max: 20 } as const;

const unit = (unitCode: UnitCode): CoursePricing => ({ kind: 'unit', unitCode });
const pkg = (packageId: PackageId): CoursePricing => ({ kind: 'package', packageId });

const FACE_TO_FACE = 'Face to face';
const FACE_OR_ONLINE = 'Face to face or online';
const BLENDED = 'Blended: online theory, face-to-face practical';
const ON_SITE = 'Face to face, at our venue or your site';

export const courses = [
  {
    id: 'nsw-whitecard',
    name: 'NSW White Card (General Construction Induction)',
    description:
      'The general construction induction every worker needs before setting foot on a construction site.',
    duration: '6 hours',
    maxStudents: '20',
    delivery: FACE_OR_ONLINE,
    rating: 4.9,
    category: 'construction',
    pricing: unit('CPCWHS1001'),
  },
  {
    id: 'cpr',
    name: 'Provide Cardiopulmonary Resuscitation',
    description: 'Adult, child and infant CPR with defibrillator use. Renew every 12 months.',
    duration: '3 hours',
    maxStudents: '16',
    delivery: BLENDED,
    rating: 4.8,
    category: 'safety',
    pricing: unit('HLTAID009'),
  },
  {
    id: 'first-aid',
    name: 'Provide First Aid',
    description: 'The standard workplace first aid certificate, including CPR. Valid for 3 years.',
    duration: '6 hours',
    maxStudents: '16',
    delivery: BLENDED,
    rating: 4.9,
    category: 'safety',
    pricing: unit('HLTAID011'),
  },
  {
    id: 'hltaid010',
    name: 'Provide Basic Emergency Life Support',
    description: 'CPR plus bleeding control, shock and choking management for low-risk workplaces.',
    duration: '4 hours',
    maxStudents: '16',
    delivery: BLENDED,
    rating: 4.7,
    category: 'safety',
    pricing: unit('HLTAID010'),
  },
  {
    id: 'working-heights',
    name: 'Work Safely at Heights',
    description: 'Harness fitting, anchor selection, fall-arrest and restraint systems, and rescue planning.',
    duration: '6 hours',
    maxStudents: '15',
    delivery: FACE_TO_FACE,
    rating: 4.8,
    category: 'safety',
    pricing: unit('RIIWHS204E'),
  },
  {
    id: 'confined-spaces',
    name: 'Enter and Work in Confined Spaces',
    description: 'Permits, gas testing, isolation, standby duties and rescue for confined space entry.',
    duration: '8 hours',
    maxStudents: '12',
    delivery: FACE_TO_FACE,
    rating: 4.8,
    category: 'safety',
    pricing: unit('RIIWHS202E'),
  },
  {
    id: 'uetdrmpo18',
    name: 'Perform Rescue from a Live LV Panel',
    description: 'Rescue of a person from a live low voltage panel, for electricians and electrical workers.',
    duration: '4 hours',
    maxStudents: '12',
    delivery: FACE_TO_FACE,
    rating: 4.7,
    category: 'safety',
    pricing: unit('UETDRMPO18'),
  },
  {
    id: 'mobile-plant',
    name: 'Mobile Plant Machinery Ticket',
    description:
      'Excavator, loader, skid steer, roller or grader ticket, trained and assessed on the machine.',
    duration: '1 to 2 days',
    maxStudents: '8',
    delivery: ON_SITE,
    rating: 4.8,
    category: 'machinery',
    pricing: unit('RIIMPO320F'),
  },
  {
    id: 'mining-safety',
    name: 'Mining Safety Induction (Standard 11)',
    description: 'The generic induction units Queensland coal mines require before you start on site.',
    duration: '2 days',
    maxStudents: '20',
    delivery: FACE_TO_FACE,
    rating: 4.8,
    category: 'mining',
    pricing: pkg('standard-11'),
  },
  {
    id: 'cert-iii-plant',
    name: 'Certificate III in Civil Construction Plant Operations',
    description:
      'The full plant operator qualification, combining civil construction core units with machine electives.',
    duration: '12 months',
    maxStudents: '12',
    delivery: 'Workplace-based with face-to-face training days',
    rating: 4.9,
    category: 'construction',
    pricing: pkg('cert3-civil-construction'),
  },
  {
    id: 'riiwhs201e',
    name: 'Work Safely and Follow WHS Policies and Procedures',
    description: 'Site safety fundamentals for new mine and civil workers.',
    duration: '1 Day',
    maxStudents: '20',
    delivery: FACE_TO_FACE,
    rating: 4.7,
    category: 'mining',
    pricing: unit('RIIWHS201E'),
  },
  {
    id: 'riiwhs301e',
    name: 'Conduct Safety and Health Investigations',
    description: 'Incident investigation and root cause analysis for supervisors and safety representatives.',
    duration: '2 days',
    maxStudents: '12',
    delivery: FACE_TO_FACE,
    rating: 4.6,
    category: 'mining',
    pricing: unit('RIIWHS301E'),
  },
  {
    id: 'riiris201e',
    name: 'Conduct Local Risk Control',
    description:
      'Hazard identification and risk control in your own work area, using the hierarchy of control.',
    duration: '1 Day',
    maxStudents: '20',
    delivery: FACE_TO_FACE,
    rating: 4.7,
    category: 'safety',
    pricing: unit('RIIRIS201E'),
  },
  {
    id: 'riiris301e',
    name: 'Apply Risk Management Processes',
    description: 'Team-leader risk assessment and control on mine and civil sites.',
    duration: '2 days',
    maxStudents: '16',
    delivery: FACE_TO_FACE,
    rating: 4.7,
    category: 'mining',
    pricing: unit('RIIRIS301E'),
  },
  {
    id: 'riiris402e',
    name: 'Carry Out the Risk Management Process',
    description: 'Leading formal risk assessments and documenting risk treatment plans.',
    duration: '2 days',
    maxStudents: '12',
    delivery: FACE_TO_FACE,
    rating: 4.6,
    category: 'mining',
    pricing: unit('RIIRIS402E'),
  },
  {
    id: 'riicom201e',
    name: 'Communicate in the Workplace',
    description: 'Radio use, signals, handovers and records for operational crews.',
    duration: '1 Day',
    maxStudents: '20',
    delivery: FACE_TO_FACE,
    rating: 4.6,
    category: 'mining',
    pricing: unit('RIICOM201E'),
  },
  {
    id: 'riicom301e',
    name: 'Communicate Information',
    description: 'Briefings, toolbox talks and written reports for supervisors.',
    duration: '1 Day',
    maxStudents: '16',
    delivery: FACE_TO_FACE,
    rating: 4.6,
    category: 'mining',
    pricing: unit('RIICOM301E'),
  },
  {
    id: 'riigov201e',
    name: 'Comply with Site Work Processes/Procedures',
    description: 'Working within site rules, permits and access controls.',
    duration: '1 Day',
    maxStudents: '20',
    delivery: FACE_TO_FACE,
    rating: 4.7,
    category: 'mining',
    pricing: unit('RIIGOV201E'),
  },
  {
    id: 'riibef201e',
    name: 'Plan and Organise Work',
    description: 'Sequencing tasks, choosing tools and materials, and reporting progress.',
    duration: '1 Day',
    maxStudents: '20',
    delivery: FACE_TO_FACE,
    rating: 4.6,
    category: 'construction',
    pricing: unit('RIIBEF201E'),
  },
  {
    id: 'riiccm201e',
    name: 'Carry Out Measurements and Calculations',
    description: 'Site maths for lengths, areas, volumes and grades.',
    duration: '1 Day',
    maxStudents: '16',
    delivery: FACE_TO_FACE,
    rating: 4.6,
    category: 'construction',
    pricing: unit('RIICCM201E'),
  },
  {
    id: 'riiccm202e',
    name: 'Identify, Locate and Protect Underground Services',
    description: 'Finding and protecting buried services before you dig.',
    duration: '1 Day',
    maxStudents: '16',
    delivery: FACE_TO_FACE,
    rating: 4.7,
    category: 'construction',
    pricing: unit('RIICCM202E'),
  },
  {
    id: 'riiccm203e',
    name: 'Read and Interpret Plans and Job Specifications',
    description: 'Reading drawings, sections and specifications for civil works.',
    duration: '1 Day',
    maxStudents: '16',
    delivery: FACE_TO_FACE,
    rating: 4.6,
    category: 'construction',
    pricing: unit('RIICCM203E'),
  },
  {
    id: 'riiccm205e',
    name: 'Carry Out Manual Excavation',
    description: 'Safe hand digging near services and structures.',
    duration: '1 Day',
    maxStudents: '12',
    delivery: FACE_TO_FACE,
    rating: 4.7,
    category: 'construction',
    pricing: unit('RIICCM205E'),
  },
  {
    id: 'riiccm206e',
    name: 'Support Plant Operations',
    description: 'Spotting and ground work around mobile plant: exclusion zones and signals.',
    duration: '1 Day',
    maxStudents: '12',
    delivery: FACE_TO_FACE,
    rating: 4.7,
    category: 'construction',
    pricing: unit('RIICCM206E'),
  },
  {
    id: 'riiccm208e',
    name: 'Carry Out Basic Levelling',
    description: 'Levelling instruments, transferring heights and checking grades.',
    duration: '1 Day',
    maxStudents: '12',
    delivery: FACE_TO_FACE,
    rating: 4.6,
    category: 'construction',
    pricing: unit('RIICCM208E'),
  },
  {
    id: 'riisam204e',
    name: 'Operate Small Plant and Equipment',
    description: 'Plate compactors, concrete saws, pumps and generators.',
    duration: '1 Day',
    maxStudents: '10',
    delivery: FACE_TO_FACE,
    rating: 4.7,
    category: 'machinery',
    pricing: unit('RIISAM204E'),
  },
  {
    id: 'riiwmg203e',
    name: 'Drain and Dewater Civil Construction Site',
    description: 'Drains, sumps, pumps and runoff control on civil sites.',
    duration: '1 Day',
    maxStudents: '12',
    delivery: FACE_TO_FACE,
    rating: 4.6,
    category: 'construction',
    pricing: unit('RIIWMG203E'),
  },
  {
    id: 'cpccwhs2001',
    name: 'Apply WHS Requirements, Policies and Procedures in the Construction Industry',
    description: 'WHS law, hazard control and incident reporting on construction sites.',
    duration: '1 Day',
    maxStudents: '20',
    delivery: FACE_TO_FACE,
    rating: 4.7,
    category: 'construction',
    pricing: unit('CPCCWHS2001'),
  },
  {
    id: 'riimpo320f',
    name: 'Conduct Civil Construction Excavator Operations',
    description: 'Excavator ticket: trenching, bulk digging and truck loading.',
    duration: '1 to 2 days',
    maxStudents: '8',
    delivery: ON_SITE,
    rating: 4.9,
    category: 'machinery',
    pricing: unit('RIIMPO320F'),
  },
  {
    id: 'riimpo321f',
    name: 'Conduct Civil Construction Wheeled Front End Loader Operations',
    description: 'Loader ticket: stockpiles, truck loading and carrying materials.',
    duration: '1 to 2 days',
    maxStudents: '8',
    delivery: ON_SITE,
    rating: 4.8,
    category: 'machinery',
    pricing: unit('RIIMPO321F'),
  },
  {
    id: 'riimpo318f',
    name: 'Conduct Civil Construction Skid Steer Loader Operations',
    description: 'Skid steer ticket with bucket and common attachments.',
    duration: '1 to 2 days',
    maxStudents: '8',
    delivery: ON_SITE,
    rating: 4.8,
    category: 'machinery',
    pricing: unit('RIIMPO318F'),
  },
  {
    id: 'riimpo338e',
    name: 'Conduct Rigid Haul Truck Operations',
    description: 'Rigid haul truck operation on open-cut mines.',
    duration: '1 to 2 days',
    maxStudents: '8',
    delivery: ON_SITE,
    rating: 4.8,
    category: 'mining',
    pricing: unit('RIIMPO338E'),
  },
  {
    id: 'riiveh305f',
    name: 'Operate and Maintain a Four Wheel Drive Vehicle',
    description: 'Off-road and unsealed-road driving, recovery basics and vehicle checks.',
    duration: '1 Day',
    maxStudents: '12',
    delivery: FACE_TO_FACE,
    rating: 4.7,
    category: 'mining',
    pricing: unit('RIIVEH305F'),
  },
  {
    id: 'bsbpmg420',
    name: 'Apply Project Scope Management Techniques',
    description: 'Scope, change control and sign-off for shutdowns and site projects.',
    duration: '2 days',
    maxStudents: '16',
    delivery: 'Face to face or live online',
    rating: 4.6,
    category: 'construction',
    pricing: unit('BSBPMG420'),
  },
] as const satisfies readonly Course[];

export type CourseId = (typeof courses)[number]['id'];

export function findCourse(id: string): Course | undefined {
  return courses.find((course) => course.id === id);
}

export function getCourse(id: CourseId): Course {
  const course = findCourse(id);
  if (!course) throw new Error(`Unknown course ${id}`);
  return course;
}

/** Every location offers the same courses. */
export function coursesForLocation(location: LocationSlug): readonly Course[] {
  return locationSlugs.includes(location) ? courses : [];
}
