/**
 * Who is in the demo albums: per category, the people (names and positions) that fill the sticker cells of each
 * section of the blueprint. The blueprints themselves ship empty (a new album from the wizard starts without
 * anybody in it); only the demo albums get these people, so that a new demo user opens a full sticker album.
 */
import type { AlbumCategory } from '@album/editor-core';

/** People of one sticker section. */
export interface SectionRoster {
  /** Named people that come first, as [name, position]. */
  lead?: Array<[string, string]>;
  /** Positions handed out in turn to the people after the lead ('' where a position does not fit). */
  positions: string[];
}

export interface Roster {
  /** First and last names combined into the people after the leads (lengths coprime: few repeats). */
  firstNames: string[];
  lastNames: string[];
  /** Position of a double sticker (the group photo of a section; its name is the section's name). */
  groupPosition: string;
  /** By section name as the blueprint spells it; a section without an entry gets names without positions. */
  sections: Record<string, SectionRoster>;
}

const PLAYER = ['Goalkeeper', 'Defender', 'Defender', 'Midfielder', 'Midfielder', 'Midfielder', 'Forward'];

export const ROSTERS: Record<AlbumCategory, Roster> = {
  sports: {
    firstNames: ['Luca', 'Jonas', 'Mats', 'Felix', 'Leon', 'Noah', 'Elias', 'Ben', 'Paul', 'Finn', 'Milan'],
    lastNames: [
      'Weber',
      'Schmidt',
      'Novak',
      'Fischer',
      'Rossi',
      'Keller',
      'Berger',
      'Vogel',
      'Brandt',
      'Meyer',
      'Lindner',
      'Horn',
      'Marx',
      'Kraus',
    ],
    groupPosition: 'Team photo',
    sections: {
      'First Team': { lead: [['Tom Hartmann', 'Captain']], positions: PLAYER },
      'Second Team': { positions: PLAYER },
      Youth: { positions: ['Under 17', 'Under 15', 'Under 13', 'Under 11'] },
      'Coaches & Staff': {
        lead: [
          ['Martin Krüger', 'Head Coach'],
          ['Sandra Lehmann', 'Assistant Coach'],
        ],
        positions: [
          'Goalkeeping Coach',
          'Fitness Coach',
          'Physiotherapist',
          'Team Manager',
          'Club Doctor',
          'Kit Manager',
          'Youth Coordinator',
          'Scout',
          'Groundskeeper',
          'Club Secretary',
          'Treasurer',
          'Press Officer',
          'Video Analyst',
        ],
      },
      'Fans & Volunteers': {
        positions: ['Fan Club', 'Steward', 'Club Shop', 'Ticket Office', 'Volunteer', 'Club House'],
      },
    },
  },
  wedding: {
    firstNames: [
      'Emma',
      'Oliver',
      'Sophie',
      'Jakob',
      'Clara',
      'Max',
      'Hannah',
      'Lukas',
      'Marie',
      'Julian',
      'Ida',
    ],
    lastNames: [
      'Becker',
      'Wagner',
      'Schulz',
      'Hoffmann',
      'Richter',
      'Wolf',
      'Neumann',
      'Braun',
      'Zimmermann',
      'Kühn',
      'Walter',
      'Otto',
      'Brandt',
    ],
    groupPosition: 'Group photo',
    sections: {
      'The Couple': {
        lead: [
          ['Anna Becker', 'Bride'],
          ['David Wagner', 'Groom'],
        ],
        positions: [
          'Maid of Honour',
          'Best Man',
          'Bridesmaid',
          'Groomsman',
          'Flower Girl',
          'Ring Bearer',
          'Witness',
          'Officiant',
          'Wedding Planner',
          'Photographer',
          'Musician',
          'Master of Ceremonies',
          'Cake Maker',
        ],
      },
      'Family of the Bride': {
        positions: [
          'Mother of the Bride',
          'Father of the Bride',
          'Sister',
          'Brother',
          'Grandmother',
          'Grandfather',
          'Aunt',
          'Uncle',
          'Cousin',
          'Niece',
          'Nephew',
          'Godmother',
        ],
      },
      'Family of the Groom': {
        positions: [
          'Mother of the Groom',
          'Father of the Groom',
          'Sister',
          'Brother',
          'Grandmother',
          'Grandfather',
          'Aunt',
          'Uncle',
          'Cousin',
          'Niece',
          'Nephew',
          'Godfather',
        ],
      },
      Friends: {
        positions: [
          'School Friend',
          'University Friend',
          'Colleague',
          'Neighbour',
          'Childhood Friend',
          'Flatmate',
        ],
      },
    },
  },
  business: {
    firstNames: [
      'Laura',
      'Daniel',
      'Sarah',
      'Michael',
      'Julia',
      'Stefan',
      'Nina',
      'Thomas',
      'Lisa',
      'Andreas',
      'Eva',
    ],
    lastNames: [
      'Koch',
      'Bauer',
      'Klein',
      'Schröder',
      'Lang',
      'Hahn',
      'Roth',
      'Sommer',
      'Frank',
      'Lorenz',
      'Engel',
      'Wolff',
      'Jung',
      'Voigt',
    ],
    groupPosition: 'Team photo',
    sections: {
      Management: {
        lead: [
          ['Katrin Vogt', 'Chief Executive Officer'],
          ['Peter Albrecht', 'Chief Financial Officer'],
        ],
        positions: [
          'Chief Operating Officer',
          'Chief Technology Officer',
          'Head of People',
          'Head of Sales',
          'Head of Marketing',
          'Head of Product',
          'Head of Customer Care',
          'Legal Counsel',
          'Executive Assistant',
          'Works Council',
          'Head of Finance',
          'Head of Strategy',
          'Office Manager',
        ],
      },
      Sales: {
        positions: ['Key Account Manager', 'Sales Representative', 'Inside Sales', 'Sales Assistant'],
      },
      'Product & Engineering': {
        positions: ['Software Engineer', 'Product Manager', 'Designer', 'Test Engineer', 'Data Analyst'],
      },
      Operations: { positions: ['Logistics', 'Facilities', 'IT Support', 'Accounting', 'Purchasing'] },
      Marketing: {
        positions: ['Content Manager', 'Brand Manager', 'Social Media', 'Events', 'Graphic Designer'],
      },
    },
  },
  birthday: {
    firstNames: ['Mia', 'Jan', 'Lea', 'Tim', 'Amelie', 'Nico', 'Sara', 'Moritz', 'Lina', 'Erik', 'Zoe'],
    lastNames: [
      'Scholz',
      'Möller',
      'Krause',
      'Jäger',
      'Peters',
      'Fuchs',
      'Busch',
      'Arnold',
      'Kuhn',
      'Graf',
      'Berger',
      'Ernst',
      'Stein',
      'Vogt',
    ],
    groupPosition: 'Group photo',
    sections: {
      // The star through the years: one person, a sticker for each age.
      'The Birthday Star': {
        lead: Array.from({ length: 15 }, (_, i): [string, string] => ['Lena Hoffmann', `Age ${2 * i + 2}`]),
        positions: [],
      },
      Family: {
        positions: [
          'Mum',
          'Dad',
          'Sister',
          'Brother',
          'Grandma',
          'Grandpa',
          'Aunt',
          'Uncle',
          'Cousin',
          'Godmother',
        ],
      },
      'Best Friends': {
        positions: [
          'Best Friend',
          'Since School',
          'Since University',
          'Neighbour',
          'Flatmate',
          'Football Team',
        ],
      },
      'Party Guests': { positions: ['Colleague', 'Neighbour', 'Friend', 'Plus One', 'Choir', 'Book Club'] },
    },
  },
  school: {
    firstNames: [
      'Emil',
      'Frieda',
      'Oskar',
      'Greta',
      'Anton',
      'Mila',
      'Theo',
      'Ella',
      'Henry',
      'Lotta',
      'Karl',
    ],
    lastNames: [
      'Schwarz',
      'Krämer',
      'Hofmann',
      'Seidel',
      'Ludwig',
      'Winter',
      'Kaiser',
      'Dietrich',
      'Pohl',
      'Beck',
      'Busch',
      'Sauer',
      'Arndt',
      'Thiel',
    ],
    groupPosition: 'Class photo',
    sections: {
      Teachers: {
        lead: [
          ['Ursula Brenner', 'Head Teacher'],
          ['Jörg Seifert', 'Deputy Head'],
        ],
        positions: [
          'Class 1 Teacher',
          'Class 2 Teacher',
          'Class 3 Teacher',
          'Class 4 Teacher',
          'Mathematics',
          'English',
          'Science',
          'Music',
          'Art',
          'Sport',
          'Religion',
          'Teaching Assistant',
          'Secretary',
          'Caretaker',
          'Librarian',
          'School Nurse',
          'Lunch Team',
          'After-School Club',
          'Parents’ Council',
          'Social Worker',
          'Speech Therapist',
          'Crossing Patrol',
          'Trainee Teacher',
          'Support Teacher',
          'Handwork',
          'Drama',
          'Computing',
          'French',
          'Swimming',
          'Choir',
          'School Garden',
        ],
      },
      // Pupils have no position: the class is the section.
      'Class 1': { lead: [['Maja Engel', 'Class Representative']], positions: [''] },
      'Class 2': { lead: [['Ben Haas', 'Class Representative']], positions: [''] },
      'Class 3': { lead: [['Lia Stein', 'Class Representative']], positions: [''] },
      'Class 4': { lead: [['Paul Otto', 'Class Representative']], positions: [''] },
    },
  },
  community: {
    firstNames: [
      'Ingrid',
      'Rolf',
      'Aylin',
      'Kemal',
      'Petra',
      'Uwe',
      'Sabine',
      'Marco',
      'Heike',
      'Yusuf',
      'Gisela',
    ],
    lastNames: [
      'Schuster',
      'Yilmaz',
      'Böhm',
      'Franke',
      'Lange',
      'Kowalski',
      'Haas',
      'Simon',
      'Martin',
      'Krüger',
      'Ludwig',
      'Schubert',
      'Nowak',
      'Wendt',
    ],
    groupPosition: 'Group photo',
    sections: {
      Organisers: {
        lead: [
          ['Renate Vogel', 'Chair'],
          ['Ahmet Demir', 'Vice Chair'],
        ],
        positions: [
          'Treasurer',
          'Secretary',
          'Events',
          'Press',
          'Youth Work',
          'Membership',
          'Street Festival',
          'Website',
          'Grants',
          'Senior Club',
          'Garden Group',
          'Repair Café',
          'Auditor',
        ],
      },
      Volunteers: {
        positions: [
          'Food Bank',
          'Repair Café',
          'Reading Buddy',
          'Garden Group',
          'Festival Helper',
          'Senior Visits',
        ],
      },
      'Local Shops': {
        positions: [
          'Bakery',
          'Bookshop',
          'Florist',
          'Hardware Store',
          'Café',
          'Butcher',
          'Pharmacy',
          'Greengrocer',
          'Bike Shop',
          'Hairdresser',
          'Ice Cream Parlour',
          'Tailor',
        ],
      },
      Neighbours: { positions: ['Linden Street', 'Mill Lane', 'Church Road', 'Market Square', 'Garden Row'] },
    },
  },
};

/** The people of a section, as many as asked: the leads, then names and positions in turn. */
export function sectionPeople(
  roster: Roster,
  section: string,
  count: number,
  offset: number,
): Array<{ name: string; position: string }> {
  const spec = roster.sections[section] ?? { positions: [''] };
  const lead = spec.lead ?? [];
  const positions = spec.positions.length > 0 ? spec.positions : [''];
  const { firstNames, lastNames } = roster;
  const out: Array<{ name: string; position: string }> = [];
  for (let i = 0; i < count; i++) {
    const led = lead[i];
    if (led) {
      out.push({ name: led[0], position: led[1] });
      continue;
    }
    // `offset` walks on over the whole album, so that no two sections start with the same person.
    const n = offset + i;
    const first = firstNames[n % firstNames.length]!;
    // For one first name, the last names run through the whole list: no pair repeats in first × last people.
    const last =
      lastNames[((n % firstNames.length) * 3 + Math.floor(n / firstNames.length)) % lastNames.length]!;
    out.push({ name: `${first} ${last}`, position: positions[(i - lead.length) % positions.length]! });
  }
  return out;
}
