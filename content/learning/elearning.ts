import type { UnitCode } from './units';

/** One block of reading inside a module: a heading, paragraphs, and an optional list. */
export type LearningSection = {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
};

export type LearningModule = {
  /** Stable slug, unique within its unit; used in URLs (?module=) and in saved progress. */
  id: string;
  /** 1-based position within the unit. */
  number: number;
  title: string;
  /** Minutes. */
  duration: number;
  topics: readonly string[];
  videoDescription: string;
  keyPoints: readonly string[];
  /** Numbers of the unit elements the module teaches. */
  elements: readonly number[];
  sections: readonly LearningSection[];
};

const confinedSpacesModules: readonly LearningModule[] = [
  {
    id: 'confined-spaces-and-the-law',
    number: 1,
    title: 'Confined Spaces and the Law',
    duration: 15,
    topics: [
      'What makes a space a confined space',
      'Common confined spaces on mine, civil and utility sites',
      'Duties of the PCBU and of workers',
      'WHS Regulations, the Confined Spaces Code of Practice and AS 2865',
      'Why confined spaces claim rescuers as well as entrants',
    ],
    videoDescription:
      'A walk around a water treatment site: a sewer access chamber, a chemical storage tank and a plant room. The presenter tests each against the legal definition and explains why the chamber and the tank are confined spaces and the plant room is not.',
    keyPoints: [
      'A confined space is defined by its hazards, not by how small it is.',
      'It is enclosed or partly enclosed, not designed for people to occupy, at normal atmospheric pressure, and carries a risk from the atmosphere or from engulfment.',
      'Nobody enters a confined space without a valid entry permit.',
      'The PCBU must identify confined spaces and control their risks; workers must follow the procedures and report hazards.',
      'The Confined Spaces Code of Practice and AS 2865 describe how to meet the WHS Regulations.',
      'Untrained would-be rescuers are among the most common confined space victims.',
    ],
    elements: [1],
    sections: [
      {
        heading: 'What is a confined space?',
        paragraphs: [
          'Under the WHS Regulations, a confined space is an enclosed or partly enclosed space that meets every one of these tests: it is not designed or intended mainly for people to be in; it is at normal atmospheric pressure while someone is inside; and it poses, or is likely to pose, a risk to health and safety from its atmosphere or from engulfment.',
          'The atmospheric risks are an oxygen level outside the safe range, airborne gases, vapours or dusts that could ignite or explode, and harmful concentrations of any airborne contaminant. Engulfment means being swallowed up or buried by a free-flowing material such as grain, sand, coal, sludge or water.',
          'Size alone does not decide the question. A large tank can be a confined space, while a cramped plant room with normal ventilation and a door is not. If you are unsure, treat the space as confined until a competent person has assessed it.',
        ],
        points: [
          'Storage tanks, process vessels, boilers and tanker barrels',
          'Silos, hoppers, bins and chutes',
          'Sewers, pits, wet wells, pump stations and stormwater culverts',
          'Pipes, ducts, shafts and service tunnels',
          'Open-topped spaces such as degreasing pits where heavier-than-air gases can collect',
        ],
      },
      {
        heading: 'Who has duties',
        paragraphs: [
          'The person conducting a business or undertaking (PCBU) must identify every confined space at the workplace, assess its risks, and control them. That includes issuing entry permits, fitting signs, providing a standby person, setting up emergency and rescue procedures, training the people involved and keeping the records.',
          'Designers, manufacturers and suppliers of plant and structures must, so far as is reasonably practicable, remove the need to enter a confined space at all, for example with external inspection ports or self-cleaning tanks.',
          'Workers must take reasonable care for their own safety and for others, follow the permit and the procedures, never enter without authorisation, and report hazards or changes straight away.',
        ],
      },
      {
        heading: 'The rules and standards that apply',
        paragraphs: [
          'The Work Health and Safety Act sets the general duties. Part 4.3 of the WHS Regulations sets the specific rules for confined spaces: risk assessment, isolation, atmosphere, entry permits, signs, communication and monitoring, emergency procedures, training and records.',
          'Safe Work Australia\'s model Code of Practice "Confined spaces", on which the codes approved in NSW and QLD are based, explains in practical terms how to comply. Australian Standard AS 2865 Confined spaces gives further technical guidance on permits, testing and rescue. Your site\'s own procedures add to these and must be followed.',
          "Mines have their own safety legislation in NSW and QLD with additional rules for mine workings. Tanks, bins, hoppers and other plant on a mine's surface can still be confined spaces, so always check the site's procedures.",
        ],
      },
      {
        heading: 'Why confined spaces kill',
        paragraphs: [
          'Most confined space hazards cannot be seen, and many cannot be smelt. A space that was safe in the morning can become deadly within minutes when sludge is disturbed, a valve leaks or a solvent evaporates.',
          'Many fatal incidents involve more than one person: a worker collapses, a workmate climbs in to help and is overcome by the same atmosphere. That is why the rescue plan is made before entry, and why nobody enters to rescue unless they are trained, equipped and part of that plan.',
        ],
      },
    ],
  },
  {
    id: 'hazards-and-risk-control',
    number: 2,
    title: 'Hazards and Risk Control',
    duration: 25,
    topics: [
      'Oxygen deficiency and enrichment',
      'Flammable and toxic atmospheres',
      'Engulfment, energy and other physical hazards',
      'Confined space risk assessment',
      'The hierarchy of control',
      'Isolation, lock-out and tag-out',
      'Ventilation and purging',
    ],
    videoDescription:
      'A maintenance crew prepares a slurry tank for inspection. The video follows the risk assessment, shows each isolation point being locked and tagged, and demonstrates a blower set up to push fresh air into the tank.',
    keyPoints: [
      'The safe oxygen range is 19.5% to 23.5% by volume; normal air holds about 20.9%.',
      'Flammable gases and vapours must be kept below 5% of the lower explosive limit (LEL).',
      'Hydrogen sulphide deadens your sense of smell and carbon monoxide has no smell at all: only a detector tells you they are there.',
      'Apply the hierarchy of control: avoid entry first, and rely on PPE last.',
      'Isolate every energy source and pipe, lock and tag each isolation point, and test that it is dead.',
      'Ventilate with clean air, never with pure oxygen.',
    ],
    elements: [1, 2],
    sections: [
      {
        heading: 'Atmospheric hazards',
        paragraphs: [
          'Fresh air contains about 20.9% oxygen. A safe oxygen level is between 19.5% and 23.5% by volume. Below 19.5% judgement and coordination suffer, and at lower levels a person can collapse within a few breaths. Oxygen is used up by rusting steel, rotting organic matter and combustion, and it is pushed out by other gases such as nitrogen, argon or carbon dioxide used for purging or welding.',
          'Above 23.5% the atmosphere is oxygen-enriched. Clothing, grease and hair catch fire easily and burn fiercely. Enrichment usually comes from leaking oxy-fuel equipment or from someone using oxygen to "freshen" the air, which must never be done.',
          'Flammable atmospheres come from methane in sewers, fuel and solvent vapours, and fine combustible dust. The lower explosive limit (LEL) is the lowest concentration that can ignite. The concentration in a confined space must be kept below 5% of the LEL; at 10% of the LEL or more, everyone must leave the space at once.',
          'Toxic atmospheres include hydrogen sulphide (H2S) from sewage and decaying matter, carbon monoxide (CO) from engines and combustion, and chemical residues left in tanks and pipes. H2S smells of rotten eggs at low levels but quickly paralyses the sense of smell; CO is colourless and odourless. Contaminants must be kept below their workplace exposure standards.',
        ],
      },
      {
        heading: 'Other hazards',
        paragraphs: [
          'Engulfment can bury a worker in seconds when material bridged in a silo or hopper collapses, or when water or sludge flows in from a connected line. Moving parts such as agitators, augers and conveyors, live electrical equipment, and stored energy in springs, hydraulics or pressurised pipes can injure anyone inside if they start or release unexpectedly.',
          'Confined spaces are often hot, dark, noisy and slippery, and the entry may be too small for a quick escape or an easy rescue. The work itself adds hazards: welding fumes, solvents, cleaning chemicals and abrasive blasting dust. Petrol or diesel engines must never be run inside or near the opening, because their exhaust fills the space with carbon monoxide.',
        ],
        points: [
          'Engulfment by free-flowing solids or liquids',
          'Unexpected movement of plant or release of energy',
          'Heat stress, noise and poor lighting',
          'Biological hazards in sewers and wastewater assets',
          'Restricted access and exit',
          'Fumes, vapours and dust created by the task',
        ],
      },
      {
        heading: 'Risk assessment',
        paragraphs: [
          'Before anyone enters, a competent person assesses the risks of the particular space and the particular job. The assessment asks first whether entry is needed at all, then looks at the space, its contents and connections, the work to be done, the equipment, the people, and what would happen in an emergency.',
          'The assessment is written down and drives the entry permit. It must be reviewed whenever something changes: a new task, a new chemical, different weather, a failed control or an incident.',
        ],
      },
      {
        heading: 'The hierarchy of control',
        paragraphs: [
          'Controls are chosen from the most effective to the least effective, and usually several are combined.',
        ],
        points: [
          'Eliminate: do the job from outside with cameras, long-handled tools or remote cleaning, so nobody enters.',
          'Substitute: use a less hazardous cleaning agent or process.',
          'Isolate: disconnect, blank and lock out everything connected to the space.',
          'Engineering controls: mechanical ventilation, guarding, intrinsically safe lighting.',
          'Administrative controls: entry permits, procedures, training, signs and a standby person.',
          'Personal protective equipment: respirators, harnesses, gloves and overalls, used last and never alone.',
        ],
      },
      {
        heading: 'Isolation, lock-out and tag-out',
        paragraphs: [
          'Every source of energy or material that could enter the space or start up must be isolated: electrical supply, mechanical drives, hydraulic and pneumatic lines, steam, chemical and product lines, and gravity-fed material. Pipes are isolated by blanking or blinding, by disconnecting and capping them, or by a double block and bleed arrangement; closing a single valve is not enough.',
          'Each person entering fits their own personal lock and danger tag to each isolation point, and only that person removes them. After isolating, the crew proves the isolation works, for example by trying the start button or testing for dead, before anyone goes in.',
        ],
      },
      {
        heading: 'Ventilation and purging',
        paragraphs: [
          'Forced ventilation blows clean air into the space through ducting; exhaust ventilation draws contaminated air out. The air intake must be placed well away from engine exhausts and other contaminant sources, and the duct must reach the part of the space where people work.',
          'Purging replaces a flammable atmosphere with an inert gas such as nitrogen. An inert atmosphere cannot support life, so purging must be followed by ventilation with fresh air and a new round of testing before entry. Pure oxygen is never used to ventilate a space.',
        ],
      },
    ],
  },
  {
    id: 'testing-permits-and-entry',
    number: 3,
    title: 'Gas Testing, Permits and Entry',
    duration: 30,
    topics: [
      'Gas detectors, bump tests and calibration',
      'Testing order: oxygen, flammables, toxics',
      'Testing at different levels of the space',
      'Acceptable readings and continuous monitoring',
      'The confined space entry permit',
      'Signs and barricades',
      'Respiratory protection and other PPE',
      'The standby person and communication',
      'Entering the space',
    ],
    videoDescription:
      'A gas tester bump-tests a four-gas detector, then samples a sewer pit through a hose at the top, middle and bottom, reading oxygen first, then LEL, then H2S and CO. The standby person records the readings on the entry permit and signs the entrant in.',
    keyPoints: [
      'Bump-test the detector before use and keep it within its calibration date.',
      'Test in order: oxygen first, then flammables, then toxic gases.',
      'Sample at the top, middle and bottom: gases layer by weight.',
      'Keep monitoring for as long as anyone is inside, and leave at once on any alarm.',
      'The entry permit names the space, the entrants, the work, the controls and the rescue arrangements, and is kept at the entry.',
      'The standby person stays outside, keeps in contact and starts the rescue plan; they never go in.',
    ],
    elements: [1, 2],
    sections: [
      {
        heading: 'Gas detectors',
        paragraphs: [
          'Most sites use a multi-gas detector that reads oxygen, flammables as a percentage of the LEL, hydrogen sulphide and carbon monoxide. Other toxic sensors are added when the risk assessment calls for them.',
          'Before each day of use the detector is bump-tested by exposing it to a known gas to prove the sensors respond and the alarms sound. It is calibrated at the interval the manufacturer sets. Check the battery, the sensor expiry, the filters and the sample hose before you rely on it. Only a person trained on that instrument carries out the testing.',
        ],
      },
      {
        heading: 'Test in the right order',
        paragraphs: [
          'Test oxygen first, flammables second and toxic gases third. Many flammable-gas sensors need oxygen to work, so a low oxygen level can make a dangerous flammable reading look safe. Knowing the oxygen level first tells you whether the other readings can be trusted.',
          'Test from outside before anyone enters, using a probe or sample hose lowered into the space, and allow enough time for the sample to travel up the hose. Gases separate into layers: hydrogen sulphide and many vapours are heavier than air and sink; methane is lighter and rises; carbon monoxide mixes through. Sample at the top, middle and bottom, and in corners and side chambers where gas can pocket.',
        ],
      },
      {
        heading: 'Acceptable readings',
        paragraphs: [
          "Entry may go ahead only when all three checks pass, the readings are written on the permit with the time and the tester's name, and the entrant has seen them.",
        ],
        points: [
          'Oxygen between 19.5% and 23.5% by volume',
          'Flammable gases and vapours below 5% of the LEL',
          'Toxic contaminants below their workplace exposure standards',
        ],
      },
      {
        heading: 'Continuous monitoring',
        paragraphs: [
          'Conditions change while people work. Disturbed sludge releases gas, connected lines leak, hot work and solvents add fumes, and the weather changes how air moves. The atmosphere is monitored continuously for as long as anyone is inside, normally with a personal detector worn in the breathing zone.',
          'If a detector alarms, leave the space immediately by the planned route. Do not stay to find out why; the cause is investigated from outside.',
        ],
      },
      {
        heading: 'The confined space entry permit',
        paragraphs: [
          'The PCBU must issue a written entry permit, prepared by a competent person, for each entry. The permit is the final check that every control is in place. It records the space, the names of the people allowed to enter, the work to be done and the period the permit covers. It lists the control measures: isolations, ventilation, gas test results, PPE and the rescue arrangements, and it names the standby person.',
          'Entrants sign on before entering and sign off when they leave. The permit stays at the entry while work is under way. If the job or the conditions change, work stops and the permit is reviewed or a new one is issued. When the work is finished and everyone is out, the permit is formally closed and the records are kept.',
        ],
      },
      {
        heading: 'Signs and barricades',
        paragraphs: [
          'Signs are put up at every entrance before work starts and stay there until the space is closed again. They must identify the space as a confined space and warn that nobody may enter without an entry permit. Barricades keep unauthorised people, traffic and falling objects away from the opening.',
        ],
      },
      {
        heading: 'Respiratory protection and other PPE',
        paragraphs: [
          'A filter (air-purifying) respirator only cleans the air it is given: it adds no oxygen, so it must never be used in an oxygen-deficient atmosphere or one that is immediately dangerous to life. Where the atmosphere cannot be made safe, entrants use supplied air, either an airline respirator or self-contained breathing apparatus, and only after specific training.',
          'Where the entry allows it, entrants wear a full-body harness attached to a retrieval line so they can be winched out without anyone else going in. Other PPE such as gloves, chemical-resistant overalls, hearing protection and eye protection follows the risk assessment.',
        ],
      },
      {
        heading: 'The standby person',
        paragraphs: [
          'A standby person is stationed outside the entry for the whole time anyone is inside. They watch the entrants and the conditions, keep continuous communication, control who goes in and out, and operate the retrieval equipment.',
          'In an emergency the standby person raises the alarm and starts the rescue plan from outside. They do not enter the space. A standby who climbs in is no longer able to call for help or work the winch.',
        ],
      },
      {
        heading: 'Entering the space',
        paragraphs: [
          'Before entry, run through the final checks with the standby person: permit authorised and signed, isolations locked and proven, atmosphere tested and within limits, ventilation running, rescue equipment set up, communication tested and signs in place.',
          'Enter by the approved method, such as a fixed ladder with three points of contact or a harness on a tripod and winch for a vertical entry. Lower tools and materials separately rather than carrying them down.',
        ],
      },
    ],
  },
  {
    id: 'working-and-exiting',
    number: 4,
    title: 'Working Inside and Exiting Safely',
    duration: 15,
    topics: [
      'Working within the conditions of the permit',
      'Communication with the standby person',
      'Warning signs that mean leave now',
      'The exit procedure and head count',
      'Closing the permit and removing isolations',
    ],
    videoDescription:
      'Two entrants clean a pump-station wet well. Their personal monitor alarms, they stop, collect nothing and climb out while the standby person counts them out, then the crew reviews what changed before re-entry is considered.',
    keyPoints: [
      'Do only the work the permit covers; if the job changes, stop and have the permit reviewed.',
      'Keep in contact with the standby person at the agreed intervals; lost contact triggers the emergency procedure.',
      'Leave immediately on an alarm, an order from the standby person, symptoms, or any unexpected change.',
      'Remove all people, tools and materials, sign off the permit and confirm the head count.',
      'Close the permit before isolations are removed, then secure the entry.',
    ],
    elements: [2, 3],
    sections: [
      {
        heading: 'Working within the permit',
        paragraphs: [
          'The permit covers one defined job under stated conditions. If the work changes, for example welding becomes necessary or a different chemical is needed, stop and have the risk assessment and permit reviewed before carrying on.',
          'Keep the ventilation running, keep tools and leads tidy so they do not block the exit, and watch each other. Heat and exertion build quickly in a confined space: take the breaks the plan allows, drink water and rotate tasks.',
        ],
      },
      {
        heading: 'Communication',
        paragraphs: [
          'Entrants and the standby person agree before entry how they will communicate: voice, radio, hand or rope signals, or visual contact, and how often they will check in. When the standby person cannot make contact, they treat it as an emergency.',
        ],
      },
      {
        heading: 'Leave immediately when',
        paragraphs: [
          'Get out by the planned route, without stopping to finish the task, if any of these occur.',
        ],
        points: [
          'A gas detector alarms.',
          'The standby person tells you to leave.',
          'You feel dizzy, breathless, confused or nauseous, or have a headache.',
          'Ventilation stops or the air changes in smell, temperature or visibility.',
          'Liquid, material, noise or movement appears unexpectedly.',
          'Communication with the standby person is lost.',
        ],
      },
      {
        heading: 'The exit procedure',
        paragraphs: [
          'At the end of the work, take out all tools, materials and waste, then leave by the approved route. Each entrant signs off the permit. The standby person checks the names against the sign-on list so that nobody is left inside.',
        ],
      },
      {
        heading: 'After everyone is out',
        paragraphs: [
          'The permit is closed by the authorised person once the work is complete and every entrant is accounted for. Only then are isolations removed, by the people who applied them, in the agreed order, and the plant returned to service.',
          'Finally the entry is secured: lids, hatches or covers are replaced and locked where required so that nobody can enter. Signs and barricades stay until the space is secured.',
        ],
      },
    ],
  },
  {
    id: 'rescue-and-clean-up',
    number: 5,
    title: 'Emergency Rescue and Clean Up',
    duration: 20,
    topics: [
      'Planning the rescue before entry',
      'Self-rescue, non-entry rescue and entry rescue',
      'What the standby person does in an emergency',
      'Cleaning up and waste disposal',
      'Inspecting, maintaining and storing equipment',
      'Records and incident reporting',
    ],
    videoDescription:
      'A rescue drill at a pit: the entrant simulates collapse, the standby person raises the alarm, calls for help and winches the entrant out on the tripod without entering. The crew then cleans up, tags out a frayed retrieval line and completes the records.',
    keyPoints: [
      'The rescue plan, equipment and people are in place and tested before anyone enters.',
      'Emergency services cannot be the whole plan: they may not arrive in time or have access.',
      'Non-entry rescue, winching the entrant out by harness and line, is preferred.',
      'Only trained rescuers with suitable breathing apparatus may enter to rescue.',
      'Decontaminate, inspect and store equipment; tag out anything faulty.',
      'Complete the permit records and report every hazard, near miss and incident.',
    ],
    elements: [1, 2, 4],
    sections: [
      {
        heading: 'Plan the rescue before entry',
        paragraphs: [
          'Emergency and rescue procedures must be set up before work begins, practised, and written into the entry permit. The plan names the rescue method, the equipment and where it sits, who will carry out the rescue, how help is called and how emergency services will reach the site.',
          'Calling 000 is part of the plan but cannot be all of it. A person in an oxygen-deficient atmosphere has only minutes, and an ambulance may be far away or unable to reach a remote pit. The people and equipment needed for the first response must be on site.',
        ],
      },
      {
        heading: 'Rescue methods',
        paragraphs: ['Rescue methods are preferred in this order.'],
        points: [
          'Self-rescue: the entrant recognises the problem and climbs out unaided.',
          'Non-entry rescue: the standby person winches the entrant out by the retrieval line attached to their harness; nobody else enters.',
          'Entry rescue: trained rescuers wearing supplied-air breathing apparatus enter the space under the rescue plan.',
        ],
      },
      {
        heading: 'When something goes wrong',
        paragraphs: [
          'The standby person raises the alarm, calls for the site emergency response and 000, and starts the non-entry retrieval. They keep other people from entering. Once the entrant is out, first aid begins in fresh air, following DRSABCD, and someone meets the emergency services and guides them in.',
          'After the emergency the scene is left undisturbed where possible, the PCBU notifies the regulator of any notifiable incident, and the crew reviews what happened before any further entry.',
        ],
      },
      {
        heading: 'Cleaning up',
        paragraphs: [
          'Remove waste from the space and the work area and dispose of it as the site environmental plan requires. Sludge, contaminated rags and chemical residues are often hazardous waste and must be contained, labelled and taken to the approved point. Decontaminate tools, PPE and equipment that has been in contact with sewage or chemicals before they go back to the store.',
        ],
      },
      {
        heading: 'Equipment care',
        paragraphs: [
          'Inspect harnesses, retrieval lines, tripods and winches for damage and wear. Charge the gas detector and log the bump test and any alarm events. Any item that is damaged, faulty or overdue for service is tagged out of service, reported and kept apart so nobody uses it by mistake. Everything else is cleaned, dried and returned to its correct storage.',
        ],
      },
      {
        heading: 'Records and reporting',
        paragraphs: [
          'Complete and hand in the entry permit with the gas readings and sign-off times. Report hazards found during the job, near misses and incidents through the site system, and suggest improvements for next time. Good records show that the space was entered safely and help the next crew plan better.',
        ],
      },
    ],
  },
];

const workingAtHeightsModules: readonly LearningModule[] = [
  {
    id: 'heights-law-and-planning',
    number: 1,
    title: 'Working at Heights: Law and Planning',
    duration: 15,
    topics: [
      'What counts as work at heights',
      'WHS Regulations and the falls Code of Practice',
      'The 2-metre threshold and SWMS',
      'Inspecting the site before work',
      'Weather and environmental conditions',
    ],
    videoDescription:
      'A supervisor walks a crew across a conveyor gantry and a shed roof before a maintenance job, pointing out unprotected edges, a fragile skylight and overhead powerlines, then goes through the safe work method statement with them.',
    keyPoints: [
      'Any work where a person could fall from one level to another, or into an opening, is work at heights.',
      'The WHS Regulations require fall risks to be managed at any height where a fall could cause injury.',
      'Construction work with a risk of a fall of more than 2 metres is high risk construction work and needs a SWMS before it starts.',
      'This course treats a fall of 2 metres or more as the trigger for specific height controls; check your state and site rules.',
      'Inspect the site for edges, openings, fragile surfaces, powerlines, ground conditions and weather before starting.',
    ],
    elements: [1],
    sections: [
      {
        heading: 'What is work at heights?',
        paragraphs: [
          'Work at heights is any work where a person could fall from one level to another: from a roof, ladder, scaffold, platform, truck tray or structure, through an opening or fragile surface, or into a pit, trench or excavation.',
          'The law does not start at a particular height. A fall from a low step can cause serious injury, so the risk must be managed whatever the height. Specific extra requirements switch on at set heights, as explained below.',
        ],
      },
      {
        heading: 'The law and the codes',
        paragraphs: [
          'The WHS Act places a duty of care on the PCBU and on workers. Part 4.4 of the WHS Regulations deals with falls. It requires the PCBU to manage fall risks, to have work done on the ground or on solid construction where reasonably practicable, and otherwise to provide controls in a set order. Where a fall arrest system is used, emergency and rescue procedures must be in place and tested.',
          'Safe Work Australia\'s model Code of Practice "Managing the risk of falls at workplaces" explains how to comply. Australian Standards cover the equipment: AS/NZS 1891 for fall-arrest harnesses, lanyards and anchors, AS/NZS 1892 for portable ladders, AS/NZS 1576 for scaffolding and AS/NZS 4994 for temporary edge protection.',
        ],
      },
      {
        heading: 'The 2-metre threshold and SWMS',
        paragraphs: [
          'Construction work that involves a risk of a person falling more than 2 metres is high risk construction work. A safe work method statement (SWMS) must be prepared before it starts. Across many sites and several jurisdictions, a potential fall of 2 metres or more is the point where harness, edge protection and permit requirements apply. Queensland adds its own fall-height triggers for some construction work, so always check the rules for your state and site.',
          'A SWMS lists the high risk activities, the hazards, the control measures and how they will be put in place and checked. Workers are consulted when it is prepared, must read and follow it, and must stop and have it reviewed if the work or conditions change.',
        ],
      },
      {
        heading: 'Inspect the site first',
        paragraphs: ['Before starting, walk the work area and check each of these.'],
        points: [
          'Layout, access routes and where people, plant and traffic move',
          'Unprotected edges, penetrations, skylights and fragile roofing',
          'Condition of structures, platforms and walkways',
          'Ground conditions for ladders, scaffolds and elevating work platforms',
          'Overhead powerlines and other electrical hazards',
          'Weather: wind, rain, lightning, heat and glare',
          'Other trades working above or below you',
        ],
      },
    ],
  },
  {
    id: 'fall-hazards-and-controls',
    number: 2,
    title: 'Fall Hazards and the Hierarchy of Control',
    duration: 20,
    topics: [
      'Common fall hazards',
      'The hierarchy of control for falls',
      'Edge protection and penetration covers',
      'Falling objects and exclusion zones',
      'Working near powerlines',
    ],
    videoDescription:
      'A comparison of three ways to replace a light fitting on a warehouse ceiling: from an elevating work platform, from a scaffold with guardrails, and from a ladder, explaining why the higher-order controls come first and when a ladder is acceptable.',
    keyPoints: [
      'Work on the ground or on solid construction whenever reasonably practicable.',
      'Next choose passive fall prevention: guardrails, scaffolds, elevating work platforms and covers.',
      'Then work positioning such as travel restraint, then fall arrest, then administrative controls like ladders and procedures.',
      'Guardrails need a top rail, mid rail and toe board; covers over openings must be secured and marked.',
      'Set up an exclusion zone below the work and keep it in place until the work is finished.',
      'Stay outside the approach distances set for overhead powerlines.',
    ],
    elements: [1, 2],
    sections: [
      {
        heading: 'Common fall hazards',
        paragraphs: [
          'Most serious falls come from a handful of situations: an edge with no guardrail, an opening in a floor or roof, a fragile surface that gives way, a ladder that slips or is over-reached from, and a scaffold or platform with missing parts.',
        ],
        points: [
          'Unprotected edges of roofs, floors, platforms and excavations',
          'Penetrations, voids and open hatches',
          'Skylights, fibre-cement and other fragile roofing',
          'Ladders on soft, uneven or slippery ground',
          'Wet, oily or icy surfaces and strong wind',
          'Tripping over leads, materials and debris near an edge',
        ],
      },
      {
        heading: 'The hierarchy of control for falls',
        paragraphs: [
          'The WHS Regulations set the order in which fall controls are chosen. You move down the list only when the control above is not reasonably practicable, and controls are often combined.',
          'Fall arrest is low on the list because it only works after someone has already fallen: the person can still be injured by the fall or the sudden stop, and must then be rescued quickly.',
        ],
        points: [
          'Eliminate: do the work on the ground or on solid construction, for example by assembling at ground level or using extension tools.',
          'Passive fall prevention: guardrails and edge protection, scaffolds, elevating work platforms and secured covers.',
          'Work positioning: travel restraint that stops a worker reaching the edge, and industrial rope access.',
          'Fall arrest: harness systems, safety nets and catch platforms.',
          'Administrative controls: ladders, safe work procedures, training, supervision and signs.',
        ],
      },
      {
        heading: 'Edge protection and covers',
        paragraphs: [
          'Temporary edge protection has a top rail between 900 mm and 1100 mm above the working surface, a mid rail, and a toe board to stop objects sliding off. Gaps must be small enough that a person cannot slip through.',
          'Covers over penetrations must be strong enough for any load that could be placed on them, fixed so they cannot move, and marked with a warning. Never lift a cover or remove a guardrail without authorisation and a replacement control. On fragile roofs use walk boards, safety mesh or guarded walkways.',
        ],
      },
      {
        heading: 'Falling objects and exclusion zones',
        paragraphs: [
          'A dropped spanner can kill someone below. Set up an exclusion zone with barricades and signs under and around the work, large enough to cover where objects could land or bounce. Nobody enters it while work is going on overhead.',
          'Prevent objects falling in the first place with toe boards, mesh screens, tool lanyards and secure storage. Move materials with a hoist or a lifting bag, never by throwing or dropping them.',
        ],
      },
      {
        heading: 'Working near powerlines',
        paragraphs: [
          'Metal ladders, scaffold tubes and elevating work platforms can bring a worker close to overhead lines. Keep everyone and everything outside the approach distances set by the regulator and the network operator, use a spotter where plant could come close, and contact the network operator if the work cannot be done outside those distances.',
        ],
      },
    ],
  },
  {
    id: 'fall-protection-equipment',
    number: 3,
    title: 'Fall Protection Equipment',
    duration: 25,
    topics: [
      'Travel restraint versus fall arrest',
      'Harnesses, lanyards, energy absorbers and connectors',
      'Self-retracting lifelines and horizontal lifelines',
      'Anchor points and their ratings',
      'Inspection before each use',
      'Fitting and adjusting a harness',
      'Fall clearance and swing falls',
    ],
    videoDescription:
      'A trainer inspects a harness strap by strap, rejects one with a cut in the webbing and a deployed energy absorber, fits a good harness on a worker with a buddy check, and shows on a roof mock-up how an anchor placed to one side causes a swing fall.',
    keyPoints: [
      'Travel restraint, which stops you reaching the edge, is preferred to fall arrest.',
      'An anchor for one person using fall arrest must be rated to at least 15 kN.',
      'Inspect your harness, lanyard and connectors before every use; a competent person inspects them at least every six months.',
      'Any equipment that has arrested a fall is removed from service.',
      'Fit the harness snugly with the rear D-ring between the shoulder blades and do a buddy check.',
      'Check fall clearance below you and keep the anchor overhead and close to the work to avoid swing falls.',
    ],
    elements: [2, 3],
    sections: [
      {
        heading: 'Restraint or arrest?',
        paragraphs: [
          'A travel restraint system uses a harness and a lanyard short enough that the worker cannot reach a point where they could fall. Nobody falls, so nobody needs rescuing. It is a work positioning control and sits above fall arrest in the hierarchy.',
          'A fall arrest system lets the worker reach the edge but catches them if they fall. It must limit the force on the body, leave enough clear space below, and be backed by a rescue plan.',
        ],
      },
      {
        heading: 'The components',
        paragraphs: [
          'A personal fall arrest system has three parts that must be compatible with each other: a full-body harness, a connecting device, and an anchor. Use components that the manufacturers say may be used together.',
        ],
        points: [
          'Full-body harness with a rear (dorsal) attachment and, on some models, a front (sternal) attachment',
          'Lanyard with an energy absorber that tears open to soften the stop',
          'Self-retracting lifeline (fall arrest block) that locks like a seatbelt',
          'Rope grab on a static line, or a horizontal lifeline designed by an engineer and installed by a competent person',
          'Self-closing, self-locking connectors such as double-action karabiners and snap hooks',
        ],
      },
      {
        heading: 'Anchor points',
        paragraphs: [
          'Under AS/NZS 1891, an anchor for one person on a fall arrest system must withstand at least 15 kN. Permanent anchors carry a compliance tag or plate and are inspected and re-certified at the interval the manufacturer or installer specifies. Check the tag before you connect.',
          'Never anchor to handrails, pipework, conduits, light fittings or a structure whose strength you do not know. Connect only one person to an anchor unless it is rated for more, and place the anchor at or above the rear D-ring where possible to keep the free fall short.',
        ],
      },
      {
        heading: 'Inspect before every use',
        paragraphs: [
          'The person who will wear the equipment checks it before each use. A competent person also inspects it at regular intervals of no more than six months, and the result is recorded on the tag or in the register. Equipment that has arrested a fall, or fails any check, is tagged out of service and not used again until a competent person has cleared it.',
        ],
        points: [
          'Webbing: cuts, fraying, burns, chemical stains, fading or stiffness',
          'Stitching: broken, pulled or worn threads',
          'Buckles and D-rings: cracks, corrosion, distortion, sharp edges',
          'Connectors: the gate closes and locks by itself',
          'Energy absorber: cover intact and not deployed',
          'Labels legible and the inspection date current',
        ],
      },
      {
        heading: 'Fitting a harness',
        paragraphs: [
          'Hold the harness by the rear D-ring and shake it so the straps fall into place without twists. Put it on like a jacket, fasten the chest strap across the middle of the chest and fasten the leg straps so you can slide a flat hand between strap and leg. The rear D-ring should sit between the shoulder blades. Ask a workmate to check the fit and the connections, and connect the fall arrest lanyard to the attachment point the manufacturer specifies for arrest, normally the rear D-ring.',
        ],
      },
      {
        heading: 'Fall clearance and swing falls',
        paragraphs: [
          "Fall clearance is the clear distance needed below the worker for the system to stop them before they hit anything. It adds up the free fall, the extension of the energy absorber, the stretch of the harness, the worker's height below the D-ring, and a safety margin. Use the manufacturer's clearance figure for your equipment; if there is not enough space below, choose a different system such as a self-retracting lifeline or travel restraint.",
          'If the anchor is off to one side, a falling worker swings like a pendulum and can hit a structure or the ground. Keep the anchor above and as close as possible to the work, and use equipment rated for edges if the line could run over one.',
        ],
      },
    ],
  },
  {
    id: 'access-and-working-at-height',
    number: 4,
    title: 'Access Equipment and Working at Height',
    duration: 25,
    topics: [
      'Portable ladders: set-up and use',
      'Scaffolds and scaffold tags',
      'Elevating work platforms',
      'Staying connected while moving',
      'Securing tools and materials',
      'When to stop work',
    ],
    videoDescription:
      'A worker sets up an extension ladder at a 4:1 angle, extends it 1 metre above the landing and ties it off, then climbs with three points of contact. The video moves to a tagged scaffold and a boom lift, showing pre-start checks and connection to the platform anchor.',
    keyPoints: [
      'Set ladders at 4 up to 1 out, extend them at least 1 metre above the landing and secure them.',
      'Keep three points of contact when climbing and never over-reach.',
      'Use a scaffold only when its tag shows it has been inspected and is safe.',
      'In a boom-type elevating work platform, wear a harness clipped to the basket anchor point.',
      'Stay connected at all times: use a twin-tail lanyard to pass obstructions.',
      'Tether tools, secure materials and stop work when the weather or conditions turn unsafe.',
    ],
    elements: [3, 4],
    sections: [
      {
        heading: 'Portable ladders',
        paragraphs: [
          'Ladders are an administrative control: use them for access or for short, light work when a higher-order control is not reasonably practicable. Use an industrial-rated ladder (at least 120 kg) and inspect it first: stiles, rungs, feet, locks and labels.',
          'Stand an extension ladder on firm, level ground at a ratio of 4:1, one unit out from the wall for every four units up, which is about 75 degrees. Extend it at least 1 metre above the landing so there is something to hold when stepping on and off, and secure it at the top and bottom. Keep three points of contact, face the ladder, allow one person on it at a time, and keep your belt buckle between the stiles. Carry tools in a belt or raise them by line. Step ladders must be fully opened and locked, and nobody stands on the top cap.',
          'Never use a metal or wet ladder near live electrical equipment.',
        ],
      },
      {
        heading: 'Scaffolds',
        paragraphs: [
          'Scaffolds are erected, altered and dismantled by competent people; where a person or object could fall more than 4 metres from the scaffold, that work needs a high risk work licence for scaffolding. Before use, check the scaffold tag: it should show the scaffold is safe, its load rating and the date of the last inspection. Scaffolds are inspected by a competent person before first use, after any alteration, repair or event such as a storm, and at least every 30 days.',
          'Never remove guardrails, ties or planks yourself; report anything missing. Do not overload the platform. Lock the castors of a mobile scaffold and never move it with anyone on it.',
        ],
      },
      {
        heading: 'Elevating work platforms',
        paragraphs: [
          'Operators of scissor lifts and boom lifts must be trained and familiar with the model, and a boom-type platform with a boom of 11 metres or more needs a high risk work licence. Do the pre-start check, confirm the ground will carry the load, and check for overhead powerlines and structures.',
          'In a boom-type platform, wear a harness with a short restraint lanyard clipped to the anchor point in the basket. Never climb on the guardrails or stand on anything inside the platform to gain height, and stay within the safe working load. A trained person on the ground must know how to use the emergency lowering controls.',
        ],
      },
      {
        heading: 'Staying connected',
        paragraphs: [
          'Connect to your anchor before you are exposed to a fall and stay connected until you are back in a safe area. To move past an obstruction, use a twin-tail lanyard and clip the second leg on before unclipping the first, so you are never free. Keep lanyards away from sharp edges and hot surfaces, and do not wrap them around a structure unless the equipment is designed for it. Move the ladder or platform rather than over-reaching.',
        ],
      },
      {
        heading: 'Tools and materials at height',
        paragraphs: [
          'Tether hand tools with lanyards rated for their weight, carry small items in closed tool bags, and secure sheets and light materials so the wind cannot lift them. Keep the exclusion zone below active while anything is overhead.',
        ],
      },
      {
        heading: 'When to stop work',
        paragraphs: [
          'Stop, make the area safe and report to your supervisor if any of the following happens.',
        ],
        points: [
          'Wind exceeds the site limit, or rain, lightning or extreme heat arrive',
          'Fall protection or access equipment is damaged',
          'A surface turns out to be fragile or unstable',
          'Someone enters the exclusion zone',
          'You feel unwell, dizzy or fatigued',
          'The task changes from what the SWMS or permit covers',
        ],
      },
    ],
  },
  {
    id: 'rescue-and-clean-up',
    number: 5,
    title: 'Rescue, Suspension Trauma and Clean Up',
    duration: 15,
    topics: [
      'The rescue plan',
      'Suspension trauma',
      'Responding to a fall',
      'Dismantling and clearing the work area',
      'Equipment care and storage',
      'Reporting and records',
    ],
    videoDescription:
      'A rescue drill: a worker hangs in a harness from a beam while the crew uses a rescue kit and a scissor lift to bring them down within minutes. The worker fits suspension trauma straps while waiting. The crew then dismantles the set-up and tags out the used lanyard.',
    keyPoints: [
      'Before fall arrest is used, a rescue plan must be in place, resourced and practised.',
      'A person hanging in a harness can lose consciousness within minutes: rescue them as quickly as possible.',
      'While waiting, use suspension trauma straps or keep the legs moving.',
      'After rescue, give first aid and have the person medically assessed even if they feel fine.',
      'Dismantle in reverse order while still protected, and remove barricades last.',
      'Clean, inspect and store equipment correctly; tag out anything damaged and report incidents.',
    ],
    elements: [4, 5],
    sections: [
      {
        heading: 'The rescue plan',
        paragraphs: [
          'Whenever a fall arrest system is used, the WHS Regulations require emergency and rescue procedures that are set up and tested before work starts. The plan states how a suspended worker will be reached and brought down, what equipment will be on site (an elevating work platform, a rescue kit, a ladder), who is trained to use it, and how help is called.',
          'Emergency services may take too long to arrive or lack the right equipment for your structure, so the first response must come from people already on site.',
        ],
      },
      {
        heading: 'Suspension trauma',
        paragraphs: [
          'When a person hangs still in a harness, the leg straps restrict blood flow and blood pools in the legs. Less blood returns to the heart and brain, and the person can faint and suffer serious harm. This can happen within minutes, especially if they are injured or unconscious.',
          'Rescue the person as quickly as possible. While waiting, a conscious worker should use the suspension trauma relief straps on their harness to stand up in them, or keep their legs moving. Once the person is down, give first aid, call 000, and have them medically assessed even if they say they feel fine.',
        ],
      },
      {
        heading: 'Responding to a fall',
        paragraphs: [
          'Raise the alarm, call for the site emergency response and 000, and start the rescue plan without putting anyone else at risk of falling. Give first aid, keep the scene as undisturbed as practicable, and report the incident. Every item of equipment involved in arresting the fall is removed from service.',
        ],
      },
      {
        heading: 'Clearing the work area',
        paragraphs: [
          'Bring tools and materials down first. Dismantle access and fall protection equipment in the reverse order to which it went up, staying protected until the last exposed task is done. Remove edge protection only when nobody is exposed to the edge, and take down the exclusion zone barricades last, once nothing remains overhead. Dispose of waste and offcuts as the site requires and recycle where possible.',
        ],
      },
      {
        heading: 'Equipment care and records',
        paragraphs: [
          'Clean harnesses and lanyards with mild soapy water and let them dry naturally away from heat and sunlight. Store them loosely in a bag in a cool, dry place away from chemicals and sharp objects. Tag out anything damaged and report it.',
          'Record inspections in the equipment register, close out the SWMS or permit, and report hazards, near misses and incidents so the next job is planned better.',
        ],
      },
    ],
  },
];

export const elearningModules = {
  RIIWHS202E: confinedSpacesModules,
  RIIWHS204E: workingAtHeightsModules,
} as const satisfies Record<UnitCode, readonly LearningModule[]>;

export function modulesForUnit(code: UnitCode): readonly LearningModule[] {
  return elearningModules[code];
}

export function findModule(code: UnitCode, moduleId: string): LearningModule | undefined {
  return elearningModules[code].find((m) => m.id === moduleId);
}

/** Total study time of a unit's modules, in minutes. */
export function totalModuleMinutes(code: UnitCode): number {
  return elearningModules[code].reduce((sum, m) => sum + m.duration, 0);
}

/** '15 minutes', '1 minute'. */
export function formatMinutes(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
