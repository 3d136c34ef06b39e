import type { Language } from '@ps/contracts/auth';

/** What a person reads in a demo sandbox, in the visitor's language. */
export interface DemoTexts {
  firstName: string;
  lastName: string;
  /** Name and description of each demo habit, in the order of DEMO_HABITS. */
  habits: [name: string, description: string | null][];
  /** Description of each demo task, in the order of DEMO_TASKS. */
  tasks: string[];
}

export const DEMO_TEXTS: Record<Language, DemoTexts> = {
  en: {
    firstName: 'Demo',
    lastName: 'User',
    habits: [
      ['Morning meditation', '10 minutes of mindful breathing before breakfast'],
      ['Read 20 pages', 'Any book, any genre'],
      ['Drink 8 glasses of water', null],
      ['Evening walk', '30 minutes around the neighbourhood'],
      ['Weekly review', 'Plan the coming week and review goals'],
      ['Call family', null],
    ],
    tasks: [
      'Pay the electricity bill',
      "Reply to Sarah's email about the offsite",
      "Prepare slides for Monday's meeting",
      'Buy groceries for the week',
      'Book a dentist appointment',
      'Plan the weekend hike',
      'Finish chapter 5 of the design book',
      'Water the plants',
      'Renew the library card',
      'Submit the expense report',
      'Fix the leaking kitchen tap',
      'Update my CV',
      'Make a playlist for walks',
      'Call the bank about the card',
      'Install a meditation timer app',
    ],
  },
  fr: {
    firstName: 'Démo',
    lastName: 'Utilisateur',
    habits: [
      ['Méditation du matin', '10 minutes de respiration consciente avant le petit-déjeuner'],
      ['Lire 20 pages', "N'importe quel livre, n'importe quel genre"],
      ["Boire 8 verres d'eau", null],
      ['Promenade du soir', '30 minutes dans le quartier'],
      ['Bilan de la semaine', 'Planifier la semaine à venir et revoir ses objectifs'],
      ['Appeler la famille', null],
    ],
    tasks: [
      "Payer la facture d'électricité",
      "Répondre à l'e-mail de Sarah sur le séminaire",
      'Préparer les diapositives de la réunion de lundi',
      'Faire les courses de la semaine',
      'Prendre rendez-vous chez le dentiste',
      'Organiser la randonnée du week-end',
      'Terminer le chapitre 5 du livre de design',
      'Arroser les plantes',
      'Renouveler la carte de bibliothèque',
      'Envoyer la note de frais',
      'Réparer le robinet de la cuisine qui fuit',
      'Mettre à jour mon CV',
      'Créer une playlist pour les promenades',
      'Appeler la banque au sujet de la carte',
      'Installer une application de minuteur de méditation',
    ],
  },
  ar: {
    firstName: 'زائر',
    lastName: 'تجريبي',
    habits: [
      ['تأمل الصباح', '10 دقائق من التنفس الواعي قبل الفطور'],
      ['قراءة 20 صفحة', 'أي كتاب ومن أي نوع'],
      ['شرب 8 أكواب من الماء', null],
      ['نزهة المساء', '30 دقيقة في الحي'],
      ['المراجعة الأسبوعية', 'التخطيط للأسبوع القادم ومراجعة الأهداف'],
      ['الاتصال بالعائلة', null],
    ],
    tasks: [
      'دفع فاتورة الكهرباء',
      'الرد على رسالة سارة بشأن الاجتماع الخارجي',
      'تحضير شرائح اجتماع يوم الاثنين',
      'شراء مستلزمات البقالة للأسبوع',
      'حجز موعد عند طبيب الأسنان',
      'التخطيط لرحلة المشي في عطلة نهاية الأسبوع',
      'إنهاء الفصل الخامس من كتاب التصميم',
      'سقي النباتات',
      'تجديد بطاقة المكتبة',
      'تقديم تقرير المصاريف',
      'إصلاح صنبور المطبخ الذي يسرّب',
      'تحديث سيرتي الذاتية',
      'إنشاء قائمة أغانٍ للنزهات',
      'الاتصال بالبنك بخصوص البطاقة',
      'تثبيت تطبيق مؤقت للتأمل',
    ],
  },
};
