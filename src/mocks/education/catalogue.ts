/**
 * What the education seed is made from: subjects, hours per level, skills grids, the scale, teachers'
 * qualifications.
 */
import type { DemoLevel } from '../school/index.ts';

/** Subject code, names, colour. */
export const SUBJECTS: Array<[string, string, string, string]> = [
  ['FR', 'Français', 'اللغة الفرنسية', '#2563eb'],
  ['AR', 'Arabe', 'اللغة العربية', '#059669'],
  ['MATH', 'Mathématiques', 'الرياضيات', '#dc2626'],
  ['SCI', 'Sciences de la vie et de la Terre', 'علوم الحياة والأرض', '#65a30d'],
  ['PC', 'Physique-chimie', 'الفيزياء والكيمياء', '#7c3aed'],
  ['HG', 'Histoire-géographie', 'التاريخ والجغرافيا', '#b45309'],
  ['ISL', 'Éducation islamique', 'التربية الإسلامية', '#0f766e'],
  ['EN', 'Anglais', 'اللغة الإنجليزية', '#db2777'],
  ['EPS', 'Éducation physique et sportive', 'التربية البدنية', '#ea580c'],
  ['ART', 'Arts plastiques', 'التربية التشكيلية', '#9333ea'],
  ['INFO', 'Informatique', 'المعلوميات', '#475569'],
];

/** Weekly hours per subject code, by cycle (maternelle, CP-CE2, CM1-CM2, collège). */
export const HOURS: Record<'maternelle' | 'lower' | 'upper' | 'college', Record<string, number>> = {
  maternelle: { FR: 8, AR: 6, MATH: 4, SCI: 2, ART: 2, EPS: 2, ISL: 1 },
  lower: { FR: 9, AR: 7, MATH: 5, SCI: 2, ISL: 1.5, EN: 1, EPS: 2, ART: 1 },
  upper: { FR: 8, AR: 6, MATH: 5, SCI: 2, HG: 1.5, ISL: 1.5, EN: 2, EPS: 2, INFO: 1 },
  college: { FR: 5, AR: 4, MATH: 5, SCI: 2, PC: 2, HG: 3, ISL: 1.5, EN: 3, EPS: 2, INFO: 1 },
};
export function band(level: DemoLevel): keyof typeof HOURS {
  if (level.cycle === 'maternelle') return 'maternelle';
  if (level.cycle === 'collège') return 'college';
  return level.order <= 6 ? 'lower' : 'upper';
}

/** The skills grid of a band: domains (fr, ar) with skills (fr, ar). */
export const GRIDS: Record<keyof typeof HOURS, Array<[string, string, Array<[string, string]>]>> = {
  maternelle: [
    [
      'Langage oral',
      'اللغة الشفهية',
      [
        ['Comprendre une consigne simple', 'فهم تعليمة بسيطة'],
        ['S’exprimer par une phrase correcte', 'التعبير بجملة سليمة'],
        ['Raconter une histoire entendue', 'سرد قصة مسموعة'],
      ],
    ],
    [
      'Découverte de l’écrit',
      'اكتشاف الكتابة',
      [
        ['Reconnaître les lettres de son prénom', 'التعرف على حروف اسمه'],
        ['Tenir correctement son crayon', 'الإمساك بالقلم بشكل صحيح'],
      ],
    ],
    [
      'Premiers nombres',
      'الأعداد الأولى',
      [
        ['Dénombrer une collection jusqu’à 10', 'عد مجموعة حتى 10'],
        ['Reconnaître les formes simples', 'التعرف على الأشكال البسيطة'],
      ],
    ],
    [
      'Langue arabe',
      'اللغة العربية',
      [
        ['Reconnaître les lettres arabes étudiées', 'التعرف على الحروف المدروسة'],
        ['Réciter une comptine', 'ترديد أنشودة'],
      ],
    ],
  ],
  lower: [
    [
      'Lecture',
      'القراءة',
      [
        ['Décoder des syllabes et des mots', 'فك رموز المقاطع والكلمات'],
        ['Lire un texte court à voix haute', 'قراءة نص قصير بصوت مرتفع'],
        ['Comprendre un texte lu seul', 'فهم نص مقروء'],
      ],
    ],
    [
      'Écriture',
      'الكتابة',
      [
        ['Copier sans erreur', 'النقل دون أخطاء'],
        ['Écrire une phrase dictée', 'كتابة جملة مملاة'],
      ],
    ],
    [
      'Nombres et calcul',
      'الأعداد والحساب',
      [
        ['Lire et écrire les nombres', 'قراءة الأعداد وكتابتها'],
        ['Additionner et soustraire', 'الجمع والطرح'],
        ['Résoudre un problème simple', 'حل مسألة بسيطة'],
      ],
    ],
    [
      'Langue arabe',
      'اللغة العربية',
      [
        ['Lire un texte court en arabe', 'قراءة نص قصير'],
        ['Écrire une phrase dictée en arabe', 'كتابة جملة مملاة'],
      ],
    ],
  ],
  upper: [
    [
      'Compréhension',
      'الفهم',
      [
        ['Comprendre un texte documentaire', 'فهم نص وثائقي'],
        ['Repérer les idées principales', 'تحديد الأفكار الرئيسية'],
      ],
    ],
    [
      'Étude de la langue',
      'دراسة اللغة',
      [
        ['Accorder dans le groupe nominal', 'المطابقة في المركب الاسمي'],
        ['Conjuguer au présent et au passé composé', 'تصريف الأفعال'],
      ],
    ],
    [
      'Mathématiques',
      'الرياضيات',
      [
        ['Fractions et nombres décimaux', 'الكسور والأعداد العشرية'],
        ['Les quatre opérations', 'العمليات الأربع'],
        ['Problèmes à plusieurs étapes', 'مسائل متعددة المراحل'],
      ],
    ],
    [
      'Langue arabe',
      'اللغة العربية',
      [
        ['Comprendre un texte lu en arabe', 'فهم المقروء'],
        ['Rédiger un paragraphe en arabe', 'كتابة فقرة'],
      ],
    ],
  ],
  college: [
    [
      'Français',
      'اللغة الفرنسية',
      [
        ['Comprendre un texte littéraire', 'فهم نص أدبي'],
        ['Rédiger un texte argumenté court', 'كتابة نص حجاجي قصير'],
      ],
    ],
    [
      'Mathématiques',
      'الرياضيات',
      [
        ['Calcul numérique et littéral', 'الحساب العددي والحرفي'],
        ['Proportionnalité', 'التناسبية'],
        ['Raisonner et démontrer', 'الاستدلال والبرهنة'],
      ],
    ],
    [
      'Sciences',
      'العلوم',
      [
        ['Mener une démarche expérimentale', 'اتباع منهجية تجريبية'],
        ['Lire un graphique', 'قراءة مبيان'],
      ],
    ],
    [
      'Langues',
      'اللغات',
      [
        ['Analyser un texte en arabe', 'تحليل نص'],
        ['Comprendre un document oral en anglais', 'فهم وثيقة سمعية بالإنجليزية'],
      ],
    ],
  ],
};

export const DEFAULT_SCALE: Array<{ fr: string; ar: string }> = [
  { fr: 'Maîtrise insuffisante', ar: 'تحكم غير كاف' },
  { fr: 'Maîtrise fragile', ar: 'تحكم هش' },
  { fr: 'Maîtrise satisfaisante', ar: 'تحكم مرض' },
  { fr: 'Très bonne maîtrise', ar: 'تحكم جيد جدا' },
];

export const QUALIFICATIONS: Record<string, string[]> = {
  primary: ['Licence en sciences de l’éducation', 'Diplôme du Centre régional des métiers de l’éducation'],
  FR: ['Licence en lettres modernes', 'Master en didactique du français'],
  AR: ['Licence en langue et littérature arabes', 'Diplôme du CRMEF'],
  MATH: ['Licence en mathématiques', 'Master en didactique des mathématiques'],
  SCI: ['Licence en biologie', 'Diplôme du CRMEF'],
  PC: ['Licence en physique-chimie', 'Master en sciences physiques'],
  HG: ['Licence en histoire', 'Licence en géographie'],
  ISL: ['Licence en études islamiques'],
  EN: ['Licence en études anglaises', 'TEFL'],
  EPS: ['Licence STAPS', 'Brevet d’éducateur sportif'],
  ART: ['Diplôme de l’Institut national des beaux-arts'],
  INFO: ['Licence en informatique', 'DUT génie informatique'],
};

/** A primary class's main teacher teaches these; its Arabic teacher the next two; specialists the last three. */
export const PRIMARY_SUBJECTS = ['FR', 'MATH', 'SCI', 'ART', 'HG'];
export const ARABIC_SUBJECTS = ['AR', 'ISL'];
export const SPECIALIST_SUBJECTS = ['EN', 'EPS', 'INFO'];
/** The subject a collège section's professeur principal teaches, in turn. */
export const PRINCIPAL_SUBJECTS = ['FR', 'MATH', 'HG', 'AR', 'SCI', 'EN', 'PC'];
/** A collège teacher takes at most this many hours of their subject; the rest goes to a colleague. */
export const SUBJECT_TEACHER_HOURS = 20;
