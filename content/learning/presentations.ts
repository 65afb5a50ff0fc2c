import type { UnitCode } from './units';

/**
 * Trainer's speaker notes for the slide decks. Slide titles and bullets are derived from the units and the
 * e-learning modules by `lib/rules/presentations.ts`; only the spoken guidance lives here.
 */
export type ModuleSpeakerNotes = {
  /** For the module's opening slide (its topics). */
  overview: string;
  /** For the module's key-points slide. */
  keyPoints: string;
};

export type UnitSpeakerNotes = {
  introduction: string;
  outcomes: string;
  hazards: string;
  /** Keyed by e-learning module id. */
  modules: Readonly<Record<string, ModuleSpeakerNotes>>;
  assessment: string;
};

export const speakerNotes: Readonly<Record<UnitCode, UnitSpeakerNotes>> = {
  RIIWHS202E: {
    introduction:
      'Welcome the group, cover amenities, emergency exits and the day plan. Ask who has entered a tank, pit or sewer before and what permit system their site uses. Stress that today is about getting home: confined space incidents often kill more than one person.',
    outcomes:
      'Walk through the four elements. Explain that the theory assessment checks knowledge and that the practical assessment needs two separate entries observed by the assessor.',
    hazards:
      'Ask learners to name hazards before revealing the list. Point out that the most dangerous ones, oxygen deficiency and toxic gases, cannot be seen and often cannot be smelt. Link each hazard to a control they will learn today.',
    modules: {
      'confined-spaces-and-the-law': {
        overview:
          'Show photos of a tank, a pit and a plant room and have the group decide which are confined spaces using the definition. Emphasise that the test is the hazard, not the size.',
        keyPoints:
          'Check understanding: ask who must issue the entry permit and what a worker must do before entering. Tell a short case study of a rescuer becoming a second victim and ask what should have happened instead.',
      },
      'hazards-and-risk-control': {
        overview:
          'Use the four atmospheric hazards as the backbone. Show where oxygen goes (rust, bacteria, purging gases) and why enrichment is just as dangerous.',
        keyPoints:
          'Drill the numbers: 19.5% to 23.5% oxygen, below 5% of the LEL. Demonstrate a lock, a danger tag and a hasp, and have each learner explain why they fit their own lock. Repeat that oxygen is never used to ventilate.',
      },
      'testing-permits-and-entry': {
        overview:
          'Hand round a four-gas detector. Demonstrate a bump test, then sample a mock pit at three levels, reading oxygen first. Ask why a heavy gas like H2S would be missed by a sample taken only at the top.',
        keyPoints:
          'Walk through a completed entry permit field by field. Role-play the standby person: what they watch, how they communicate, and why they never go in. Finish with the pre-entry checklist as a group.',
      },
      'working-and-exiting': {
        overview:
          'Discuss how conditions change during the work: disturbed sludge, leaks, hot work. Agree on a set of hand or rope signals with the group.',
        keyPoints:
          'Ask learners to list the triggers for leaving immediately without looking at the slide. Then step through the exit, head count, permit close-out and isolation removal in order.',
      },
      'rescue-and-clean-up': {
        overview:
          'Explain why calling 000 cannot be the whole rescue plan. Demonstrate the tripod and winch and show how the retrieval line connects to the harness.',
        keyPoints:
          'Run a short tabletop scenario: an entrant stops responding. Have the group state each step the standby person takes. Close with equipment tag-out and the records to complete.',
      },
    },
    assessment:
      'Explain the theory assessment: multiple choice, no time limit, 80% pass mark. Then outline the two practical occasions and how the assessor will stop any unsafe activity. Invite final questions.',
  },
  RIIWHS204E: {
    introduction:
      'Welcome the group, cover amenities, emergency exits and the day plan. Ask who works on roofs, ladders, scaffolds or platforms and which fall protection their site uses. Falls from height remain one of the leading causes of workplace death in Australia.',
    outcomes:
      'Walk through the five elements. Explain that the theory assessment checks knowledge and that the practical assessment needs two separate tasks at height observed by the assessor.',
    hazards:
      'Ask learners to describe a near miss at height they have seen. Map each story to a hazard on the slide and ask what control would have prevented it.',
    modules: {
      'heights-law-and-planning': {
        overview:
          'Clarify that the law applies at any height where a fall could hurt someone, and that 2 metres is the trigger for specific requirements such as a SWMS for high risk construction work.',
        keyPoints:
          'Show a sample SWMS and ask learners to find the controls for the fall hazards. Do a mock site walk using photos: edges, skylights, powerlines, soft ground.',
      },
      'fall-hazards-and-controls': {
        overview:
          'Draw the hierarchy of control for falls on the whiteboard and place examples from the group on it.',
        keyPoints:
          'Stress that fall arrest only works after someone has fallen. Show a guardrail section with top rail, mid rail and toe board, and discuss how big an exclusion zone needs to be.',
      },
      'fall-protection-equipment': {
        overview:
          'Lay out a harness, single and twin-tail lanyards, a self-retracting lifeline and connectors. Explain the difference between restraint and arrest with a rope on the floor as the edge.',
        keyPoints:
          'Have each learner inspect a harness, including one with planted faults, then fit it with a buddy check. Reinforce the 15 kN anchor rating and the clearance and swing-fall checks.',
      },
      'access-and-working-at-height': {
        overview:
          'Set up an extension ladder in the room or yard and measure the 4:1 ratio together. Show a scaffold tag and explain what each field means.',
        keyPoints:
          'Practise passing an obstruction with a twin-tail lanyard at ground level. Discuss tool tethers and the conditions that mean stop work.',
      },
      'rescue-and-clean-up': {
        overview:
          'Explain suspension trauma in plain terms and why rescue must happen within minutes. Show where the relief straps are on the harnesses used today.',
        keyPoints:
          'Walk through the site rescue plan and the rescue kit. Finish with how to clean, store and tag equipment, and what to report.',
      },
    },
    assessment:
      'Explain the theory assessment: multiple choice, no time limit, 80% pass mark. Then outline the two practical occasions, the rescue arrangements in place during assessment, and the weather rules. Invite final questions.',
  },
};
