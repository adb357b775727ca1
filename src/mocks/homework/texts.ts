import type { Random } from '../core/random.ts';

/**
 * What the demo's teachers write in the cahier de textes, per subject code (docs/api.md "Homework"): in French, and
 * in Arabic for the subjects taught in Arabic. `{page}`, `{n}`, `{m}` and `{chapter}` are drawn for each homework.
 */
const TEXTS: Record<string, readonly string[]> = {
  FR: [
    'Exercices {n} et {m} page {page}.',
    'Apprendre la récitation « Le Corbeau et le Renard » (les deux premières strophes).',
    'Lire le chapitre {chapter} du livre de lecture et répondre aux questions 1 à 4.',
    'Conjugaison : revoir le présent de l’indicatif des verbes du 3e groupe.',
    'Dictée préparée : apprendre les mots de la liste {chapter}.',
    'Rédaction : décrire sa maison en cinq à huit phrases.',
    'Grammaire : exercice {n} page {page}, souligner les compléments du verbe.',
    'Vocabulaire : chercher dans le dictionnaire les mots encadrés page {page}.',
  ],
  AR: [
    'حفظ النشيد «بلادي» (المقطعين الأول والثاني).',
    'قراءة النص صفحة {page} والإجابة عن الأسئلة.',
    'إنجاز التمرينين {n} و{m} صفحة {page}.',
    'كتابة خمس جمل تتضمن أفعالا في الماضي.',
    'مراجعة قواعد الجملة الاسمية.',
    'تحضير الإملاء: حفظ كلمات الدرس {chapter}.',
  ],
  MATH: [
    'Exercices {n} et {m} page {page}.',
    'Apprendre les tables de multiplication de 6 et de 7.',
    'Problème {n} page {page} : rédiger la solution avec une phrase réponse.',
    'Revoir la leçon sur les fractions et faire l’exercice {n} page {page}.',
    'Géométrie : tracer les figures de l’exercice {n} page {page} avec la règle et l’équerre.',
    'Calcul mental : fiche {chapter} à terminer.',
    'Préparer le contrôle : revoir les leçons {n} à {m}.',
  ],
  SCI: [
    'Apprendre la leçon sur la digestion (schéma compris).',
    'Lire le chapitre {chapter} et compléter le schéma page {page}.',
    'Observer une plante pendant trois jours et noter ce qui change.',
    'Exercices {n} et {m} page {page}.',
    'Apporter une graine de haricot et du coton pour l’expérience.',
  ],
  PC: [
    'Exercices {n} et {m} page {page}.',
    'Apprendre la leçon sur les états de la matière.',
    'Compte rendu du TP : rédiger la conclusion.',
    'Lire le chapitre {chapter} et faire l’exercice {n}.',
  ],
  HG: [
    'Apprendre la leçon et savoir situer les grandes villes du Maroc sur la carte.',
    'Compléter la frise chronologique page {page}.',
    'Lire le document {n} page {page} et répondre aux questions.',
    'Apprendre les dates de la leçon {chapter}.',
  ],
  ISL: [
    'حفظ سورة الفيل.',
    'مراجعة درس الوضوء.',
    'حفظ الحديث الشريف صفحة {page}.',
    'قراءة قصة النبي صفحة {page} وتلخيصها.',
  ],
  EN: [
    'Learn the vocabulary of unit {chapter} (family and home).',
    'Workbook page {page}, exercises {n} and {m}.',
    'Write five sentences about your daily routine.',
    'Learn the song of unit {chapter}.',
  ],
  EPS: [
    'Apporter la tenue de sport et une bouteille d’eau.',
    'Apporter des baskets propres pour le gymnase.',
  ],
  ART: [
    'Apporter des feutres, de la colle et des magazines à découper.',
    'Terminer le dessin commencé en classe.',
    'Apporter une boîte en carton vide pour la maquette.',
  ],
  INFO: [
    'Réviser les raccourcis clavier vus en classe (copier, coller, enregistrer).',
    'Apporter une clé USB avec son nom.',
  ],
};

const FALLBACK = ['Exercices {n} et {m} page {page}.', 'Revoir la leçon du jour.'];

/** A homework text for a subject code, its numbers drawn. */
export function homeworkText(random: Random, code: string): string {
  const template = random.pick(TEXTS[code] ?? FALLBACK);
  const n = random.int(1, 8);
  return template
    .replace('{page}', String(random.int(12, 148)))
    .replace('{n}', String(n))
    .replace('{m}', String(n + random.int(1, 3)))
    .replace('{chapter}', String(random.int(2, 12)));
}

/** The name of a seeded worksheet for a subject code. */
export function worksheetName(code: string, index: number): string {
  return `fiche-${code.toLowerCase()}-${index}.pdf`;
}
