import { describe, expect, it } from 'vitest';
import {
  IMPORT_FIELDS,
  IMPORT_PROBLEMS,
  cellText,
  checkRows,
  familyKeys,
  findClass,
  findHeader,
  findLevel,
  foldKey,
  guessColumns,
  guessField,
  parseDate,
  parseGender,
  parseList,
  parsePhone,
  parseRelation,
  phoneKey,
  readRow,
  rowInput,
  type Cell,
  type ImportContext,
  type ImportDraft,
  type ImportGuardianDraft,
} from './studentImport';

// ---------------------------------------------------------------------------------------------------------------
// A small school: the levels from PS to 3e, three classes, one student already enrolled.

const LEVELS = [
  ['PS', 'Petite section'],
  ['MS', 'Moyenne section'],
  ['GS', 'Grande section'],
  ['CP', 'Cours préparatoire'],
  ['CE1', 'Cours élémentaire 1'],
  ['CE2', 'Cours élémentaire 2'],
  ['CM1', 'Cours moyen 1'],
  ['CM2', 'Cours moyen 2'],
  ['6e', 'Sixième'],
  ['5e', 'Cinquième'],
  ['4e', 'Quatrième'],
  ['3e', 'Troisième'],
].map(([code, name], index) => ({ id: index + 1, code: code!, name: name! }));
const CE1 = 5;
const SIXIEME = 9;

const CONTEXT: ImportContext = {
  levels: LEVELS,
  classes: [
    { id: 101, levelId: CE1, name: 'CE1 A' },
    { id: 102, levelId: CE1, name: 'CE1 B' },
    { id: 201, levelId: SIXIEME, name: '6e A' },
  ],
  studentsByMassar: new Map([
    ['J130012345', { studentId: 7, lastname_fr: 'Alaoui', firstname_fr: 'Yasmine', birthDate: '2016-03-12' }],
  ]),
  today: '2025-06-15',
};

function guardian(overrides: Partial<ImportGuardianDraft> = {}): ImportGuardianDraft {
  return {
    lastname: 'Alaoui',
    firstname: 'Ahmed',
    relation: 'père',
    phoneText: '0612345678',
    phone: '+212 612 34 56 78',
    email: '',
    ...overrides,
  };
}

/** A row without problems (a new pupil of CE1 A), changed by `overrides`. */
function draft(overrides: Partial<ImportDraft> = {}): ImportDraft {
  return {
    line: 2,
    lastname_fr: 'Bennani',
    firstname_fr: 'Omar',
    lastname_ar: 'بناني',
    firstname_ar: 'عمر',
    birthText: '12/03/2017',
    birthDate: '2017-03-12',
    genderText: 'G',
    gender: 'M',
    levelText: 'CE1',
    classText: 'A',
    massar: 'K140098765',
    allergies: [],
    guardians: [guardian({ lastname: 'Bennani', firstname: 'Karim' })],
    ...overrides,
  };
}

function codesOf(row: ImportDraft, context: ImportContext = CONTEXT): string[] {
  return checkRows([row], context)[0]!.problems.map((problem) => `${problem.code} ${problem.field}`);
}

// ---------------------------------------------------------------------------------------------------------------

describe('student import: headers', () => {
  it('folds a header: small letters, no accents, Arabic letters unified, punctuation as spaces', () => {
    expect(foldKey('  Téléphone du Père ')).toBe('telephone du pere');
    expect(foldKey('Date de naissance (JJ/MM/AAAA)')).toBe('date de naissance jj mm aaaa');
    expect(foldKey('Nom de l’élève')).toBe('nom de l eleve');
    expect(foldKey('Nœud')).toBe('noeud');
    expect(foldKey('الإسم')).toBe('الاسم');
    expect(foldKey('المستوى')).toBe('المستوي');
    expect(foldKey('المدرسة')).toBe('المدرسه');
    expect(foldKey('الجِنْس')).toBe('الجنس');
  });

  it('guesses French headers as schools write them', () => {
    expect(guessField('Nom')).toBe('lastname_fr');
    expect(guessField('Prénom')).toBe('firstname_fr');
    expect(guessField('Date de naissance')).toBe('birthDate');
    expect(guessField('Née le')).toBe('birthDate');
    expect(guessField('Sexe')).toBe('gender');
    expect(guessField('Niveau')).toBe('level');
    expect(guessField('Classe')).toBe('class');
    expect(guessField('Code Massar')).toBe('massar');
    expect(guessField('Téléphone du père')).toBe('guardian1.phone');
    expect(guessField('Nom du père')).toBe('guardian1.lastname');
    expect(guessField('Téléphone de la mère')).toBe('guardian2.phone');
    expect(guessField('E-mail')).toBe('guardian1.email');
  });

  it('guesses English and Arabic headers', () => {
    expect(guessField('Date of birth')).toBe('birthDate');
    expect(guessField('First name')).toBe('firstname_fr');
    expect(guessField('Mother phone')).toBe('guardian2.phone');
    expect(guessField('تاريخ الازدياد')).toBe('birthDate');
    expect(guessField('تاريخ الإزدياد')).toBe('birthDate');
    expect(guessField('الجنس')).toBe('gender');
    expect(guessField('النسب')).toBe('lastname_ar');
    expect(guessField('الاسم')).toBe('firstname_ar');
    expect(guessField('المستوى')).toBe('level');
    expect(guessField('رقم الهاتف')).toBe('guardian1.phone');
  });

  it('recognises a header holding a longer text around a known one', () => {
    expect(guessField('Date de naissance (JJ/MM/AAAA)')).toBe('birthDate');
    expect(guessField('Téléphone du père (GSM)')).toBe('guardian1.phone');
  });

  it('leaves a header it does not know, or an empty one, for the user to choose', () => {
    expect(guessField('Observations')).toBeNull();
    expect(guessField('')).toBeNull();
    expect(guessField('  ')).toBeNull();
    expect(guessField('N°')).toBeNull();
  });

  it('a mapping remembered from the last import wins over the guess, even "not imported"', () => {
    expect(guessField('Tél', { tel: 'guardian2.phone' })).toBe('guardian2.phone');
    expect(guessField('Tél')).toBe('guardian1.phone');
    expect(guessField('Classe', { classe: '' })).toBeNull();
    // A remembered value that is not a field (an old version's) maps nothing.
    expect(guessField('Classe', { classe: 'section' })).toBeNull();
    // Only the header it was remembered for.
    expect(guessField('Niveau', { tel: 'guardian2.phone' })).toBe('level');
  });

  it('gives a field to the first column that names it only', () => {
    expect(guessColumns(['Nom', 'Prénom', 'Téléphone', 'GSM', 'Remarques', 'Nom'])).toEqual([
      'lastname_fr',
      'firstname_fr',
      'guardian1.phone',
      null,
      null,
      null,
    ]);
    expect(guessColumns(['GSM', 'Téléphone'], { telephone: 'guardian2.phone' })).toEqual([
      'guardian1.phone',
      'guardian2.phone',
    ]);
  });

  it('every field can be guessed from some header', () => {
    const headers = [
      'Nom',
      'Prénom',
      'Nom arabe',
      'Prénom arabe',
      'Date de naissance',
      'Sexe',
      'Niveau',
      'Classe',
      'Code Massar',
      'Allergies',
      'Nom du père',
      'Prénom du père',
      'Lien',
      'Téléphone du père',
      'Email du père',
      'Nom de la mère',
      'Prénom de la mère',
      'Responsable 2 lien',
      'Téléphone de la mère',
      'Email de la mère',
    ];
    expect(guessColumns(headers)).toEqual([...IMPORT_FIELDS]);
  });
});

describe('student import: finding the header row', () => {
  it('finds the header under a title line, and drops the empty rows of the body', () => {
    const rows: Cell[][] = [
      ['Liste des élèves 2024-2025'],
      [],
      ['Nom', 'Prénom', 'Date de naissance', 'Sexe'],
      ['Alaoui', 'Yasmine', '12/03/2016', 'F'],
      [],
      [null, '', '  '],
      ['Bennani', 'Omar', 42005],
    ];
    const { headers, body, headerRow } = findHeader(rows);
    expect(headerRow).toBe(2);
    expect(headers).toEqual(['Nom', 'Prénom', 'Date de naissance', 'Sexe']);
    expect(body).toEqual([
      ['Alaoui', 'Yasmine', '12/03/2016', 'F'],
      ['Bennani', 'Omar', 42005, null],
    ]);
  });

  it('a title right above the header is not folded into the column names', () => {
    const rows: Cell[][] = [
      ['Liste des élèves par classe', null, null, null],
      ['Nom', 'Prénom', 'Sexe', 'Classe'],
      ['Alaoui', 'Yasmine', 'F', 'CE1 A'],
    ];
    const { headers, headerRow } = findHeader(rows);
    expect(headerRow).toBe(1);
    expect(headers).toEqual(['Nom', 'Prénom', 'Sexe', 'Classe']);
    expect(guessColumns(headers)).toEqual(['lastname_fr', 'firstname_fr', 'gender', 'class']);
  });

  it('a merged "Responsable 2" cell over "Nom" and "Téléphone" names the second guardian\'s columns', () => {
    const rows: Cell[][] = [
      ['Élève', null, 'Responsable 1', null, 'Responsable 2', null],
      ['Nom', 'Prénom', 'Nom', 'Téléphone', 'Nom', 'Téléphone'],
      ['Alaoui', 'Yasmine', 'Alaoui', '0612345678', 'Idrissi', '0698765432'],
    ];
    const { headers, body, headerRow } = findHeader(rows);
    expect(headerRow).toBe(1);
    // "Élève" over "Nom" names nothing more: the header stays "Nom".
    expect(headers).toEqual([
      'Nom',
      'Élève Prénom',
      'Responsable 1 Nom',
      'Responsable 1 Téléphone',
      'Responsable 2 Nom',
      'Responsable 2 Téléphone',
    ]);
    expect(guessColumns(headers)).toEqual([
      'lastname_fr',
      'firstname_fr',
      'guardian1.lastname',
      'guardian1.phone',
      'guardian2.lastname',
      'guardian2.phone',
    ]);
    expect(body).toHaveLength(1);
  });

  it('"Père" and "Mère" merged over "Nom", "Prénom" and "Téléphone" name each guardian\'s columns', () => {
    const { headers } = findHeader([
      ['Élève', null, 'Père', null, null, 'Mère', null],
      ['Nom', 'Prénom', 'Nom', 'Prénom', 'Téléphone', 'Prénom', 'Téléphone'],
      ['Alaoui', 'Yasmine', 'Alaoui', 'Karim', '0612345678', 'Nadia', '0698765432'],
    ]);
    expect(headers.slice(2)).toEqual([
      'Père Nom',
      'Père Prénom',
      'Père Téléphone',
      'Mère Prénom',
      'Mère Téléphone',
    ]);
    expect(guessColumns(headers)).toEqual([
      'lastname_fr',
      'firstname_fr',
      'guardian1.lastname',
      'guardian1.firstname',
      'guardian1.phone',
      'guardian2.firstname',
      'guardian2.phone',
    ]);
  });

  it('a sheet whose first line is the header', () => {
    const { headers, body, headerRow } = findHeader([
      ['Nom', 'Prénom'],
      ['Alaoui', 'Yasmine', 'extra'],
    ]);
    expect(headerRow).toBe(0);
    expect(headers).toEqual(['Nom', 'Prénom', '']);
    expect(body).toEqual([['Alaoui', 'Yasmine', 'extra']]);
  });
});

describe('student import: cells', () => {
  it('the text of a cell: trimmed, a number with its digits, a date as YYYY-MM-DD, nothing for empty', () => {
    expect(cellText('  Alaoui ')).toBe('Alaoui');
    expect(cellText(612345678)).toBe('612345678');
    expect(cellText(new Date(Date.UTC(2016, 2, 12)))).toBe('2016-03-12');
    expect(cellText(new Date(Number.NaN))).toBe('');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(true)).toBe('true');
  });

  it('reads a date cell of a workbook, and an Excel day number of a column without its date format', () => {
    expect(parseDate(new Date(Date.UTC(2016, 2, 12)))).toBe('2016-03-12');
    expect(parseDate(new Date(Number.NaN))).toBeNull();
    expect(parseDate(42005)).toBe('2015-01-01');
    expect(parseDate(42005.75)).toBe('2015-01-01');
    expect(parseDate('42005')).toBe('2015-01-01');
    expect(parseDate(60)).toBeNull(); // Excel's 29 February 1900, which never was
    expect(parseDate(12)).toBeNull();
  });

  it('reads dates written day first, or year first', () => {
    expect(parseDate('12/03/2016')).toBe('2016-03-12');
    expect(parseDate('1/9/2016')).toBe('2016-09-01');
    expect(parseDate('12-03-2016')).toBe('2016-03-12');
    expect(parseDate('12.03.2016')).toBe('2016-03-12');
    expect(parseDate(' 12/03/2016 ')).toBe('2016-03-12');
    expect(parseDate('2016-03-12')).toBe('2016-03-12');
    expect(parseDate('2016-03-12T00:00:00')).toBe('2016-03-12');
  });

  it('a two-digit year is of this century unless that would be in the future', () => {
    // Both hold for any real date from 2016 to 2097.
    expect(parseDate('12/03/16')).toBe('2016-03-12');
    expect(parseDate('12/03/98')).toBe('1998-03-12');
  });

  it('an impossible or unreadable date is not a date', () => {
    expect(parseDate('31/02/2015')).toBeNull();
    expect(parseDate('29/02/2015')).toBeNull();
    expect(parseDate('29/02/2016')).toBe('2016-02-29');
    expect(parseDate('2015-02-30')).toBeNull();
    expect(parseDate('12/13/2016')).toBeNull();
    expect(parseDate('mars 2016')).toBeNull();
    expect(parseDate('')).toBeNull();
    expect(parseDate(null)).toBeNull();
    expect(parseDate(true)).toBeNull();
  });

  it('reads a gender in French, English and Arabic', () => {
    for (const text of ['F', 'f', 'Fille', 'Féminin', 'Female', 'girl', 'أنثى', 'انثى', 'بنت']) {
      expect(parseGender(text)).toBe('F');
    }
    for (const text of ['M', 'G', 'Garçon', 'garcon', 'Masculin', 'Male', 'boy', 'ذكر', 'ولد']) {
      expect(parseGender(text)).toBe('M');
    }
    for (const text of ['', 'X', '?', null]) expect(parseGender(text)).toBeNull();
  });

  it("reads a guardian's relation in a cell or a header, in French, English and Arabic", () => {
    expect(parseRelation('Père')).toBe('père');
    expect(parseRelation('father')).toBe('père');
    expect(parseRelation('الأب')).toBe('père');
    expect(parseRelation('Téléphone du père')).toBe('père');
    expect(parseRelation('Mère')).toBe('mère');
    expect(parseRelation('Mother')).toBe('mère');
    expect(parseRelation('الأم')).toBe('mère');
    expect(parseRelation('والدة')).toBe('mère');
    expect(parseRelation('Tuteur')).toBe('tuteur');
    expect(parseRelation('tutrice')).toBe('tuteur');
    expect(parseRelation('Guardian')).toBe('tuteur');
    expect(parseRelation('ولي الأمر')).toBe('tuteur');
    expect(parseRelation('Responsable 2 Téléphone')).toBeNull();
    expect(parseRelation('Mémé')).toBeNull();
    expect(parseRelation('')).toBeNull();
  });

  it('writes a Moroccan number as +212 6XX XX XX XX whatever its form', () => {
    const mobile = '+212 612 34 56 78';
    expect(parsePhone('0612345678')).toBe(mobile);
    expect(parsePhone('06 12 34 56 78')).toBe(mobile);
    expect(parsePhone('06.12.34.56.78')).toBe(mobile);
    expect(parsePhone('06-12-34-56-78')).toBe(mobile);
    expect(parsePhone('+212612345678')).toBe(mobile);
    expect(parsePhone('+212 6 12 34 56 78')).toBe(mobile);
    expect(parsePhone('00212612345678')).toBe(mobile);
    expect(parsePhone('00 212 6 12 34 56 78')).toBe(mobile);
    expect(parsePhone('212612345678')).toBe(mobile);
    expect(parsePhone('+212 (0)6 12 34 56 78')).toBe(mobile);
    expect(parsePhone('0522 12 34 56')).toBe('+212 522 12 34 56');
    expect(parsePhone('0712345678')).toBe('+212 712 34 56 78');
  });

  it('a phone typed as a number without its leading zero is still a Moroccan mobile', () => {
    expect(parsePhone(612345678)).toBe('+212 612 34 56 78');
    expect(parsePhone('612345678')).toBe('+212 612 34 56 78');
    expect(parsePhone(212612345678)).toBe('+212 612 34 56 78');
  });

  it("keeps another country's number with its + and digits", () => {
    expect(parsePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(parsePhone('0033 6 12 34 56 78')).toBe('+33612345678');
    expect(parsePhone('+1 (415) 555-0100')).toBe('+14155550100');
  });

  it('what is not a phone number is not one', () => {
    for (const text of [
      '',
      '12345',
      '06 12 34',
      '0912345678',
      'pas de tél',
      '06/12/34/56/78',
      '061234567890',
    ]) {
      expect(parsePhone(text)).toBeNull();
    }
    expect(parsePhone(null)).toBeNull();
    expect(parsePhone(new Date(Date.UTC(2016, 2, 12)))).toBeNull();
  });

  it('the same number written two ways has the same key', () => {
    expect(phoneKey('06 12 34 56 78')).toBe('212612345678');
    expect(phoneKey('+212 612 34 56 78')).toBe(phoneKey('00212612345678'));
    expect(phoneKey('+33 6 12 34 56 78')).toBe('33612345678');
    expect(phoneKey('06 12 34 56 78')).not.toBe(phoneKey('06 12 34 56 79'));
  });

  it('lists allergies from one cell, once each, without "none"', () => {
    expect(parseList('Arachides, lait; gluten/œufs\nPollen')).toEqual([
      'Arachides',
      'lait',
      'gluten',
      'œufs',
      'Pollen',
    ]);
    expect(parseList('lait, lait ,')).toEqual(['lait']);
    for (const none of ['Aucune', 'aucun', 'Non', 'none', '-', 'لا', '', null])
      expect(parseList(none)).toEqual([]);
    expect(parseList(Array.from({ length: 40 }, (_, i) => `a${i}`).join(','))).toHaveLength(30);
  });
});

describe('student import: reading a row', () => {
  const headers = [
    'Nom',
    'Prénom',
    'النسب',
    'الاسم',
    'Date de naissance',
    'Sexe',
    'Niveau',
    'Classe',
    'Code Massar',
    'Allergies',
    'Nom du père',
    'Prénom du père',
    'Téléphone du père',
    'Email',
    'Prénom de la mère',
    'Téléphone de la mère',
    'Remarques',
  ];
  const columns = guessColumns(headers);

  it('reads each chosen column into the draft, as typed and as understood', () => {
    const row = readRow(
      [
        ' Alaoui\u200B ',
        'Yasmine',
        'العلوي',
        'ياسمين',
        new Date(Date.UTC(2016, 2, 12)),
        'Fille',
        'CE1',
        'A',
        ' j130 012345 ',
        'Arachides; lait',
        'Alaoui',
        'Ahmed',
        612345678,
        'Ahmed.Alaoui@Example.MA',
        'Salma',
        '+33 6 12 34 56 78',
        'Très calme',
      ],
      columns,
      headers,
      5,
    );
    expect(row).toEqual({
      line: 5,
      lastname_fr: 'Alaoui',
      firstname_fr: 'Yasmine',
      lastname_ar: 'العلوي',
      firstname_ar: 'ياسمين',
      birthText: '2016-03-12',
      birthDate: '2016-03-12',
      genderText: 'Fille',
      gender: 'F',
      levelText: 'CE1',
      classText: 'A',
      massar: 'J130012345',
      allergies: ['Arachides', 'lait'],
      guardians: [
        {
          lastname: 'Alaoui',
          firstname: 'Ahmed',
          relation: 'père',
          phoneText: '612345678',
          phone: '+212 612 34 56 78',
          email: 'ahmed.alaoui@example.ma',
        },
        {
          lastname: '',
          firstname: 'Salma',
          relation: 'mère',
          phoneText: '+33 6 12 34 56 78',
          phone: '+33612345678',
          email: '',
        },
      ],
    });
  });

  it('a guardian with nothing written is left out; a short row reads as empty cells', () => {
    const row = readRow(['Alaoui', 'Yasmine'], columns, headers, 3);
    expect(row.guardians).toEqual([]);
    expect(row.birthDate).toBeNull();
    expect(row.gender).toBeNull();
    expect(row.massar).toBe('');
    expect(row.allergies).toEqual([]);
  });

  it("a relation cell wins over the header's; a header naming none leaves it unknown", () => {
    const own = ['Nom', 'Prénom', 'Responsable 1 Nom', 'Lien', 'Téléphone'];
    const chosen = guessColumns(own);
    expect(readRow(['A', 'B', 'Idrissi', 'Mère', '0612345678'], chosen, own, 2).guardians[0]!.relation).toBe(
      'mère',
    );
    expect(
      readRow(['A', 'B', 'Idrissi', '', '0612345678'], chosen, own, 2).guardians[0]!.relation,
    ).toBeNull();
  });

  it('a phone that is not one is kept as typed, to be shown with its problem', () => {
    const own = ['Nom', 'Téléphone'];
    const [guardianRow] = readRow(['A', '06 12 34'], guessColumns(own), own, 2).guardians;
    expect(guardianRow).toMatchObject({ phoneText: '06 12 34', phone: null });
  });
});

describe('student import: levels and classes', () => {
  it('finds a level by its code however it is written, or by its name', () => {
    for (const text of ['CE1', 'ce1', 'ce 1', 'CE-1', 'Cours élémentaire 1', 'cours elementaire 1']) {
      expect(findLevel(CONTEXT, text)?.id).toBe(CE1);
    }
    for (const text of ['6e', '6ème', '6eme', '6ieme', '6 ème', 'Sixième']) {
      expect(findLevel(CONTEXT, text)?.id).toBe(SIXIEME);
    }
    expect(findLevel(CONTEXT, 'PS')?.code).toBe('PS');
    expect(findLevel(CONTEXT, '3ème')?.code).toBe('3e');
  });

  it('a level the school does not have, or none, is not found', () => {
    expect(findLevel(CONTEXT, 'CE7')).toBeNull();
    expect(findLevel(CONTEXT, '2nde')).toBeNull();
    expect(findLevel(CONTEXT, '')).toBeNull();
    expect(findLevel(CONTEXT, ' - ')).toBeNull();
  });

  it('finds a class of the level by its whole name or its section', () => {
    expect(findClass(CONTEXT, CE1, 'CE1 A')?.id).toBe(101);
    expect(findClass(CONTEXT, CE1, 'CE1-A')?.id).toBe(101);
    expect(findClass(CONTEXT, CE1, 'ce1a')?.id).toBe(101);
    expect(findClass(CONTEXT, CE1, 'A')?.id).toBe(101);
    expect(findClass(CONTEXT, CE1, 'b')?.id).toBe(102);
    expect(findClass(CONTEXT, SIXIEME, '6e A')?.id).toBe(201);
    expect(findClass(CONTEXT, SIXIEME, 'A')?.id).toBe(201);
  });

  it('a class of another level, or unknown, is not found', () => {
    expect(findClass(CONTEXT, CE1, '6e A')).toBeNull();
    expect(findClass(CONTEXT, SIXIEME, 'B')).toBeNull();
    expect(findClass(CONTEXT, CE1, 'CE1 C')).toBeNull();
    expect(findClass(CONTEXT, CE1, '')).toBeNull();
  });
});

describe('student import: the problems of a row', () => {
  it('a complete row of a new pupil has no problem, and knows its level and class', () => {
    const [row] = checkRows([draft()], CONTEXT);
    expect(row).toMatchObject({ problems: [], levelId: CE1, classId: 101, match: { kind: 'new' } });
  });

  it('without a class, the level is enough (the API chooses the class)', () => {
    const [row] = checkRows([draft({ classText: '' })], CONTEXT);
    expect(row).toMatchObject({ problems: [], levelId: CE1, classId: null });
  });

  it('names missing French and Arabic names, and names too long', () => {
    expect(codesOf(draft({ lastname_fr: '', firstname_fr: '' }))).toEqual([
      'MISSING_NAME lastname_fr',
      'MISSING_NAME firstname_fr',
    ]);
    expect(codesOf(draft({ lastname_ar: '', firstname_ar: '' }))).toEqual([
      'MISSING_ARABIC_NAME lastname_ar',
      'MISSING_ARABIC_NAME firstname_ar',
    ]);
    expect(codesOf(draft({ firstname_fr: 'A'.repeat(61) }))).toEqual(['NAME_TOO_LONG firstname_fr']);
    expect(codesOf(draft({ firstname_fr: 'A'.repeat(60) }))).toEqual([]);
  });

  it('a birth date missing, impossible or in the future is an invalid date', () => {
    expect(codesOf(draft({ birthText: '', birthDate: null }))).toEqual(['INVALID_DATE birthDate']);
    expect(codesOf(draft({ birthText: '31/02/2015', birthDate: parseDate('31/02/2015') }))).toEqual([
      'INVALID_DATE birthDate',
    ]);
    expect(codesOf(draft({ birthDate: '2025-06-16' }))).toEqual(['INVALID_DATE birthDate']);
  });

  it('a pupil is from 2 to 20 years old on the day of the import', () => {
    expect(codesOf(draft({ birthDate: '2023-06-16' }))).toEqual(['IMPLAUSIBLE_AGE birthDate']); // one day short of 2
    expect(codesOf(draft({ birthDate: '2023-06-15' }))).toEqual([]);
    expect(codesOf(draft({ birthDate: '2004-06-16' }))).toEqual([]); // 20
    expect(codesOf(draft({ birthDate: '2004-06-15' }))).toEqual(['IMPLAUSIBLE_AGE birthDate']); // 21 today
    expect(codesOf(draft({ birthDate: '2025-01-01' }))).toEqual(['IMPLAUSIBLE_AGE birthDate']);
  });

  it('a gender that cannot be read is missing', () => {
    expect(codesOf(draft({ genderText: 'X', gender: null }))).toEqual(['MISSING_GENDER gender']);
  });

  it('a level the school does not have; a class its level does not have', () => {
    expect(codesOf(draft({ levelText: 'CE7' }))).toEqual(['UNKNOWN_LEVEL level']);
    expect(codesOf(draft({ levelText: '', classText: '' }))).toEqual(['UNKNOWN_LEVEL level']);
    expect(codesOf(draft({ classText: 'C' }))).toEqual(['UNKNOWN_CLASS class']);
    expect(codesOf(draft({ classText: '6e A' }))).toEqual(['UNKNOWN_CLASS class']);
    // An unknown level is the one problem: its class cannot be looked for.
    const [row] = checkRows([draft({ levelText: 'CE7', classText: 'Z' })], CONTEXT);
    expect(row).toMatchObject({ levelId: null, classId: null });
    expect(row!.problems.map((problem) => problem.code)).toEqual(['UNKNOWN_LEVEL']);
  });

  it('a Massar number is a letter and nine digits', () => {
    for (const massar of ['', 'K14009876', '140098765', 'KK40098765', 'K1400987650']) {
      expect(codesOf(draft({ massar }))).toEqual(['INVALID_MASSAR massar']);
    }
  });

  it('two rows of the file with the same Massar number are both refused', () => {
    const rows = checkRows(
      [
        draft({ line: 2 }),
        draft({ line: 3, firstname_fr: 'Sara' }),
        draft({ line: 4, massar: 'K140011111' }),
      ],
      CONTEXT,
    );
    expect(rows.map((row) => row.problems.map((problem) => problem.code))).toEqual([
      ['MASSAR_REPEATED'],
      ['MASSAR_REPEATED'],
      [],
    ]);
  });

  it('a Massar number of another student of the school is taken; the same student is recognised', () => {
    const same = draft({
      massar: 'J130012345',
      lastname_fr: 'ALAOUI',
      firstname_fr: 'yasmine',
      birthDate: '2016-03-12',
    });
    const [existing] = checkRows([same], CONTEXT);
    expect(existing).toMatchObject({ problems: [], match: { kind: 'existing', studentId: 7 } });

    const other = draft({
      massar: 'J130012345',
      lastname_fr: 'Alaoui',
      firstname_fr: 'Sara',
      birthDate: '2016-03-12',
    });
    const [taken] = checkRows([other], CONTEXT);
    expect(taken!.match).toEqual({ kind: 'new' });
    expect(taken!.problems).toEqual([{ code: 'MASSAR_TAKEN', field: 'massar' }]);

    const otherBirth = { ...same, birthDate: '2016-03-13' };
    expect(codesOf(otherBirth)).toEqual(['MASSAR_TAKEN massar']);
  });

  it('a student recognised from a file without Arabic names, level or guardian is left as it is, with no problem', () => {
    const fromCsv = draft({
      massar: 'J130012345',
      lastname_fr: 'Alaoui',
      firstname_fr: 'Yasmine',
      birthDate: '2016-03-12',
      lastname_ar: '',
      firstname_ar: '',
      levelText: '',
      guardians: [],
    });
    expect(checkRows([fromCsv], CONTEXT)[0]).toMatchObject({
      problems: [],
      match: { kind: 'existing', studentId: 7 },
    });
    // A new student of the same file is asked for them.
    expect(codesOf({ ...fromCsv, massar: 'J130099999' })).toEqual([
      'MISSING_ARABIC_NAME lastname_ar',
      'MISSING_ARABIC_NAME firstname_ar',
      'UNKNOWN_LEVEL level',
      'MISSING_GUARDIAN guardian1.firstname',
    ]);
  });

  it('a pupil needs a first guardian with a name', () => {
    expect(codesOf(draft({ guardians: [] }))).toEqual(['MISSING_GUARDIAN guardian1.firstname']);
    expect(codesOf(draft({ guardians: [guardian({ firstname: '', lastname: '' })] }))).toEqual([
      'MISSING_GUARDIAN guardian1.firstname',
    ]);
    expect(codesOf(draft({ guardians: [guardian({ firstname: '' })] }))).toEqual([]);
  });

  it("each guardian written needs a phone: the API calls the family's contacts", () => {
    expect(codesOf(draft({ guardians: [guardian({ phoneText: '06 12 34', phone: null })] }))).toEqual([
      'INVALID_PHONE guardian1.phone',
    ]);
    expect(codesOf(draft({ guardians: [guardian({ phoneText: '', phone: null })] }))).toEqual([
      'INVALID_PHONE guardian1.phone',
    ]);
    const mother = guardian({ firstname: 'Salma', relation: 'mère', phoneText: '', phone: null });
    expect(codesOf(draft({ guardians: [guardian(), mother] }))).toEqual(['INVALID_PHONE guardian2.phone']);
    expect(codesOf(draft({ guardians: [guardian(), { ...mother, phoneText: '12345' }] }))).toEqual([
      'INVALID_PHONE guardian2.phone',
    ]);
  });

  it('an e-mail address that is not one is refused; none is fine', () => {
    expect(codesOf(draft({ guardians: [guardian({ email: 'ahmed@' })] }))).toEqual([
      'INVALID_EMAIL guardian1.email',
    ]);
    expect(codesOf(draft({ guardians: [guardian(), guardian({ email: 'salma at gmail.com' })] }))).toEqual([
      'INVALID_EMAIL guardian2.email',
    ]);
    expect(codesOf(draft({ guardians: [guardian({ email: 'ahmed.alaoui@example.ma' })] }))).toEqual([]);
  });

  it('every problem a row can have is one of the known codes', () => {
    const [row] = checkRows(
      [
        draft({
          lastname_fr: '',
          lastname_ar: '',
          birthDate: null,
          gender: null,
          levelText: 'X',
          massar: '1',
          guardians: [guardian({ firstname: '', lastname: '', phone: null, email: 'x' })],
        }),
      ],
      CONTEXT,
    );
    for (const problem of row!.problems) expect(IMPORT_PROBLEMS).toContain(problem.code);
    expect(row!.problems).toHaveLength(9);
  });

  it('counts ages on the real date when the context gives none', () => {
    const noToday: ImportContext = { ...CONTEXT, today: undefined };
    expect(checkRows([draft({ birthDate: '2999-01-01' })], noToday)[0]!.problems).toEqual([
      { code: 'INVALID_DATE', field: 'birthDate' },
    ]);
  });
});

describe('student import: families', () => {
  const withGuardians = (line: number, ...guardians: ImportGuardianDraft[]) => draft({ line, guardians });
  const father = (phone: string | null, email = '') =>
    guardian({ relation: 'père', phoneText: phone ?? '', phone, email });
  const mother = (phone: string | null, email = '') =>
    guardian({ firstname: 'Salma', relation: 'mère', phoneText: phone ?? '', phone, email });

  it('siblings sharing a guardian, one by phone and the next by e-mail, are one family; others stay apart', () => {
    const keys = familyKeys([
      withGuardians(2, father('+212 611 11 11 11'), mother(null, 'a@x.ma')),
      withGuardians(3, father('+212 622 22 22 22')),
      withGuardians(4, father('+212 611 11 11 11'), mother(null, 'salma@x.ma')),
      withGuardians(5, father('+212 633 33 33 33'), mother('+212 644 44 44 44', 'salma@x.ma')),
      withGuardians(6, father(null, 'b@x.ma')),
    ]);
    expect(keys[0]).toBe(keys[2]);
    expect(keys[2]).toBe(keys[3]);
    expect(new Set(keys).size).toBe(3);
    expect(keys[1]).toBe('phone:212622222222');
    expect(keys[4]).toBe('email:b@x.ma');
  });

  it('a contact shared across guardian columns (the father of one, the second guardian of another) joins them', () => {
    const keys = familyKeys([
      withGuardians(2, father('+212 611 11 11 11')),
      withGuardians(3, mother('+212 655 55 55 55'), father('+212 611 11 11 11')),
    ]);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).toBe('phone:212611111111');
  });

  it('the family key does not depend on which row names a contact first', () => {
    // Row 4 joins the families of rows 2 and 3: all three are one family.
    const keys = familyKeys([
      withGuardians(2, father('+212 611 11 11 11')),
      withGuardians(3, mother(null, 'salma@x.ma')),
      withGuardians(4, father('+212 611 11 11 11'), mother(null, 'salma@x.ma')),
    ]);
    expect(new Set(keys).size).toBe(1);
  });

  it('a row without any usable contact is a family of its own, named by its line', () => {
    const keys = familyKeys([
      withGuardians(2, father(null, 'not an address')),
      withGuardians(3, father(null, 'not an address')),
      withGuardians(4),
    ]);
    expect(keys).toEqual(['line:2', 'line:3', 'line:4']);
  });
});

describe('student import: the row sent to the API', () => {
  it('carries the checked row, its family key, level and class', () => {
    const [row] = checkRows([draft({ allergies: ['lait'] })], CONTEXT);
    expect(rowInput(row!, 'phone:212612345678')).toEqual({
      line: 2,
      familyKey: 'phone:212612345678',
      firstname_fr: 'Omar',
      lastname_fr: 'Bennani',
      firstname_ar: 'عمر',
      lastname_ar: 'بناني',
      gender: 'M',
      birthDate: '2017-03-12',
      massar: 'K140098765',
      levelId: CE1,
      classId: 101,
      allergies: ['lait'],
      guardians: [
        {
          firstname_fr: 'Karim',
          lastname_fr: 'Bennani',
          relation: 'père',
          phone: '+212 612 34 56 78',
          email: '',
        },
      ],
    });
  });

  it("a guardian without a relation is a tutor; without a last name, the pupil's; a lone name is the first", () => {
    const [row] = checkRows(
      [
        draft({
          classText: '',
          guardians: [
            guardian({ lastname: '', firstname: 'Karim', relation: null }),
            guardian({
              lastname: 'Salma Idrissi',
              firstname: '',
              relation: 'mère',
              phone: null,
              phoneText: '',
            }),
          ],
        }),
      ],
      CONTEXT,
    );
    const input = rowInput(row!, 'line:2');
    expect(input.classId).toBeNull();
    expect(input.guardians).toEqual([
      {
        firstname_fr: 'Karim',
        lastname_fr: 'Bennani',
        relation: 'tuteur',
        phone: '+212 612 34 56 78',
        email: '',
      },
      { firstname_fr: 'Salma Idrissi', lastname_fr: 'Bennani', relation: 'mère', phone: '', email: '' },
    ]);
  });

  it('reads a whole sheet into rows ready to send', () => {
    const { headers, body, headerRow } = findHeader([
      ['Élève', null, null, null, null, null, null, 'Responsable 1', null, 'Responsable 2', null],
      [
        'Nom',
        'Prénom',
        'النسب',
        'الاسم',
        'تاريخ الازدياد',
        'الجنس',
        'Niveau',
        'Nom',
        'Téléphone',
        'Nom',
        'Email',
      ],
      [
        'Alaoui',
        'Yasmine',
        'العلوي',
        'ياسمين',
        42443,
        'أنثى',
        'ce 1',
        'Alaoui',
        611111111,
        'Idrissi',
        'S@x.ma',
      ],
      ['Alaoui', 'Adam', 'العلوي', 'آدم', '02/05/2013', 'ذكر', '6ème', 'Alaoui', '0611111111', null, null],
    ]);
    const columns = guessColumns(headers);
    const drafts = body.map((cells, index) => readRow(cells, columns, headers, headerRow + 2 + index));
    const checked = checkRows(drafts, CONTEXT);
    expect(checked.map((row) => row.problems)).toEqual([
      [
        { code: 'INVALID_MASSAR', field: 'massar' },
        // Responsable 2 has a name and an e-mail but no phone: the API needs one for each guardian.
        { code: 'INVALID_PHONE', field: 'guardian2.phone' },
      ],
      [{ code: 'INVALID_MASSAR', field: 'massar' }],
    ]);
    expect(checked.map((row) => row.levelId)).toEqual([CE1, SIXIEME]);
    const keys = familyKeys(drafts);
    expect(keys).toEqual(['phone:212611111111', 'phone:212611111111']);
    const input = rowInput(checked[0]!, keys[0]!);
    expect(input).toMatchObject({ line: 3, birthDate: '2016-03-14', gender: 'F' });
    expect(input.guardians).toEqual([
      {
        firstname_fr: 'Alaoui',
        lastname_fr: 'Alaoui',
        relation: 'tuteur',
        phone: '+212 611 11 11 11',
        email: '',
      },
      { firstname_fr: 'Idrissi', lastname_fr: 'Alaoui', relation: 'tuteur', phone: '', email: 's@x.ma' },
    ]);
  });
});
