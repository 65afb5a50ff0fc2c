import {
  ID_POINTS_REQUIRED,
  idDocumentTypes,
  medicalQuestions,
  readinessCourses,
  selfCheckQuestions,
  type PpeKind,
} from '@/content/readiness';

/**
 * What a learner must do before the day, and how far they are: pure, so the learner's page, the roster, the staff
 * view and the reminder sweep agree.
 */

export type ReadinessRequirements = {
  selfCheck: true;
  /** The NSW white card: 100 points of identification, uploaded. */
  idDocuments: boolean;
  /** Heights and confined spaces: the PPE list to acknowledge. */
  ppe: PpeKind[];
  medical: boolean;
};

export function readinessRequirements(course: string, state: string): ReadinessRequirements {
  const ppe: PpeKind[] = [];
  if (readinessCourses.heights.test(course)) ppe.push('heights');
  if (readinessCourses.confinedSpaces.test(course)) ppe.push('confined-spaces');
  return {
    selfCheck: true,
    idDocuments: state === 'NSW' && readinessCourses.whiteCard.test(course),
    ppe,
    medical: ppe.length > 0,
  };
}

export type ReadinessCheck = {
  llnAnswers: Record<string, string>;
  llnCompletedAt: string | null;
  ppeAcknowledgedAt: string | null;
  medicalAnswers: Record<string, boolean>;
  medicalDetails: string | null;
  medicalDeclaredAt: string | null;
  idVerifiedAt: string | null;
  reminderSentAt: string | null;
};

export const emptyReadiness: ReadinessCheck = {
  llnAnswers: {},
  llnCompletedAt: null,
  ppeAcknowledgedAt: null,
  medicalAnswers: {},
  medicalDetails: null,
  medicalDeclaredAt: null,
  idVerifiedAt: null,
  reminderSentAt: null,
};

/** Whether the self-check's answers ask for support: any answer marked so in content. */
export function supportNeeded(answers: Record<string, string>): boolean {
  return selfCheckQuestions.some((question) =>
    question.answers.some((answer) => answer.supportNeeded && answers[question.id] === answer.id),
  );
}

/** Whether every self-check question has one of its own answers. */
export function selfCheckAnswered(answers: Record<string, string>): boolean {
  return selfCheckQuestions.every((question) =>
    question.answers.some((answer) => answers[question.id] === answer.id),
  );
}

/** Whether any medical question was answered yes: staff see it flagged. */
export function medicalFlagged(answers: Record<string, boolean>): boolean {
  return medicalQuestions.some((question) => answers[question.id] === true);
}

export type StoredIdDocument = { documentType: string; deleted: boolean };

/** Points of the documents uploaded (each type counts once, as SafeWork NSW counts it). */
export function idPoints(documents: readonly { documentType: string }[]): number {
  const types = new Set(documents.map((document) => document.documentType));
  return idDocumentTypes.reduce((sum, type) => (types.has(type.id) ? sum + type.points : sum), 0);
}

/** 100 points including a photo document. */
export function idDocumentsEnough(documents: readonly { documentType: string }[]): boolean {
  const types = new Set(documents.map((document) => document.documentType));
  const photo = idDocumentTypes.some((type) => type.photo && types.has(type.id));
  return photo && idPoints(documents) >= ID_POINTS_REQUIRED;
}

export type ReadinessItem = {
  key: 'self-check' | 'id-documents' | 'ppe' | 'medical';
  label: string;
  done: boolean;
};

export type Readiness = {
  items: ReadinessItem[];
  missing: ReadinessItem[];
  ready: boolean;
  supportNeeded: boolean;
  medicalFlagged: boolean;
  idPoints: number;
  idVerified: boolean;
};

export function readinessOf(
  requirements: ReadinessRequirements,
  check: ReadinessCheck,
  documents: readonly StoredIdDocument[],
): Readiness {
  const items: ReadinessItem[] = [
    {
      key: 'self-check',
      label: 'Language, literacy and digital skills self-check',
      done: check.llnCompletedAt !== null && selfCheckAnswered(check.llnAnswers),
    },
  ];
  if (requirements.idDocuments) {
    items.push({
      key: 'id-documents',
      label: '100 points of identification',
      // Once staff verified them, the files may be deleted: verified counts as done.
      done:
        check.idVerifiedAt !== null || idDocumentsEnough(documents.filter((document) => !document.deleted)),
    });
  }
  if (requirements.ppe.length > 0) {
    items.push({
      key: 'ppe',
      label: 'Personal protective equipment to bring',
      done: check.ppeAcknowledgedAt !== null,
    });
  }
  if (requirements.medical) {
    items.push({ key: 'medical', label: 'Medical declaration', done: check.medicalDeclaredAt !== null });
  }
  const missing = items.filter((item) => !item.done);
  return {
    items,
    missing,
    ready: missing.length === 0,
    supportNeeded: supportNeeded(check.llnAnswers),
    medicalFlagged: medicalFlagged(check.medicalAnswers),
    idPoints: idPoints(documents),
    idVerified: check.idVerifiedAt !== null,
  };
}
