/*
 * Offline reference cards on the subsidy programmes a German energy consultant handles for a
 * heat-planning project. German content (it is the consultant's reference text, not UI chrome);
 * each card names its sources and the date of the rules ("Stand"). Sources: Richtlinie BEG EM vom
 * 21.12.2023; KfW-Merkblatt 458 (Heizungsförderung für Privatpersonen), KfW 358/359
 * (Ergänzungskredit); BAFA-Merkblätter Einzelmaßnahmen and "Bundesförderung der
 * Energieberatung für Wohngebäude" (EBW); § 35c EStG.
 */

export const measures = ['heating', 'envelope', 'isfp', 'loan', 'tax'] as const;
export type Measure = (typeof measures)[number];

export interface KnowledgeCard {
  id: string;
  measure: Measure;
  title: string;
  programme: string;
  what: string;
  who: string;
  rates: string[];
  conditions: string[];
  procedure: string[];
  source: string;
  stand: string;
}

export const knowledgeCards: readonly KnowledgeCard[] = [
  {
    id: 'kfw-458',
    measure: 'heating',
    title: 'Heizungsförderung (BEG EM, KfW 458)',
    programme: 'KfW-Zuschuss 458 – Heizungsförderung für Privatpersonen, Wohngebäude',
    what: 'Zuschuss zum Einbau einer klimafreundlichen Heizung (Wärmepumpe, Biomasse, Solarthermie, Anschluss an ein Wärmenetz) einschließlich Umfeldmaßnahmen wie Heizkörpertausch, hydraulischem Abgleich und Fundament.',
    who: 'Eigentümerinnen und Eigentümer von Wohngebäuden (auch Vermieter und WEG); Boni nur für selbstnutzende Eigentümer.',
    rates: [
      'Grundförderung 30 %',
      'Effizienzbonus +5 % (Wärmepumpe mit Wasser, Erdreich oder Abwasser als Quelle oder mit natürlichem Kältemittel)',
      'Klimageschwindigkeitsbonus +20 % (Ersatz einer funktionstüchtigen Öl-, Kohle-, Gasetagen- oder Nachtspeicherheizung oder einer mindestens 20 Jahre alten Gas- oder Biomasseheizung; nur selbstnutzende Eigentümer)',
      'Einkommensbonus +30 % (zu versteuerndes Haushaltseinkommen bis 40.000 € im Mittel der Jahre 2 und 3 vor Antrag; nur selbstnutzende Eigentümer)',
      'Höchstens 70 %; förderfähige Kosten bis 30.000 € für die erste Wohneinheit, je 15.000 € für die 2. bis 6., je 8.000 € ab der 7.',
    ],
    conditions: [
      'Wärmepumpe: Jahresarbeitszahl mindestens 3,0 (VDI 4650-1), hydraulischer Abgleich (Verfahren B), Stromzähler für die Wärmepumpe',
      'Luft/Wasser-Wärmepumpe: Außeneinheit ab 2026 mindestens 10 dB leiser als die Grenze der Ökodesign-Verordnung (EU) 813/2013 (2024–2025: 5 dB)',
      'Gerät auf der BAFA-Liste der förderfähigen Wärmepumpen',
      'Liefer- oder Leistungsvertrag mit aufschiebender oder auflösender Bedingung der Förderzusage',
    ],
    procedure: [
      'Angebot des Fachunternehmens einholen und Vertrag mit Förderbedingung schließen',
      'Bestätigung zum Antrag (BzA) durch Fachunternehmen oder Energieeffizienz-Expertin/-Experten erstellen lassen',
      'Antrag im Kundenportal „Meine KfW“ stellen – vor Beginn der Maßnahme',
      'Umsetzung innerhalb von 36 Monaten nach Zusage',
      'Nach Abschluss: Bestätigung nach Durchführung (BnD) erstellen und mit den Rechnungen in „Meine KfW“ einreichen; Auszahlung',
    ],
    source: 'Richtlinie BEG EM vom 21.12.2023; KfW-Merkblatt 458',
    stand: '2024-01-01',
  },
  {
    id: 'bafa-huelle',
    measure: 'envelope',
    title: 'Einzelmaßnahmen an der Gebäudehülle (BEG EM, BAFA)',
    programme: 'BAFA – Bundesförderung für effiziente Gebäude, Einzelmaßnahmen',
    what: 'Zuschuss zur Dämmung von Außenwand, Dach, oberster Geschossdecke und Kellerdecke, zum Fenster- und Türtausch sowie zum sommerlichen Wärmeschutz.',
    who: 'Eigentümerinnen und Eigentümer, Mieter und Pächter von Wohngebäuden (mit Zustimmung des Eigentümers).',
    rates: [
      '15 % der förderfähigen Kosten',
      '+5 % iSFP-Bonus, wenn die Maßnahme in einem individuellen Sanierungsfahrplan empfohlen ist und innerhalb von 15 Jahren umgesetzt wird',
      'Förderfähige Kosten bis 30.000 € je Wohneinheit und Kalenderjahr, mit iSFP bis 60.000 €',
    ],
    conditions: [
      'Technische Mindestanforderungen (z. B. Außenwand U ≤ 0,20, Dach ≤ 0,14, Fenster Uw ≤ 0,95 W/(m²K))',
      'Einbindung einer Energieeffizienz-Expertin/eines Experten (technische Projektbeschreibung, TPB)',
      'Vertrag mit aufschiebender oder auflösender Bedingung',
    ],
    procedure: [
      'Technische Projektbeschreibung (TPB) durch die Energieeffizienz-Expertin/den Experten',
      'Antrag beim BAFA vor Vorhabenbeginn',
      'Umsetzung innerhalb von 36 Monaten nach Zuwendungsbescheid',
      'Technischer Projektnachweis (TPN) und Verwendungsnachweis mit Rechnungen an das BAFA',
    ],
    source: 'Richtlinie BEG EM vom 21.12.2023; BAFA-Merkblatt Einzelmaßnahmen',
    stand: '2024-01-01',
  },
  {
    id: 'bafa-ebw',
    measure: 'isfp',
    title: 'Energieberatung mit Sanierungsfahrplan (EBW, iSFP)',
    programme: 'BAFA – Bundesförderung der Energieberatung für Wohngebäude',
    what: 'Zuschuss zur Energieberatung mit individuellem Sanierungsfahrplan (iSFP); Voraussetzung für den iSFP-Bonus und die höhere Kostenobergrenze bei der Gebäudehülle.',
    who: 'Eigentümerinnen und Eigentümer, WEG, Mieter und Pächter von Wohngebäuden; Antrag durch die Energieberaterin/den Energieberater.',
    rates: [
      '50 % des Beraterhonorars',
      'Höchstens 650 € für Ein- und Zweifamilienhäuser, 850 € ab drei Wohneinheiten',
      'Zusätzlich bis 250 € für die Erläuterung bei einer WEG-Versammlung',
    ],
    conditions: [
      'Beraterin/Berater in der Energieeffizienz-Expertenliste für Förderprogramme des Bundes',
      'Bauantrag des Gebäudes mindestens 10 Jahre alt',
    ],
    procedure: [
      'Antrag durch die Energieberaterin/den Energieberater beim BAFA vor Beginn der Beratung',
      'Beratung mit Vor-Ort-Termin, Sanierungsfahrplan und Umsetzungshilfe',
      'Verwendungsnachweis mit Beratungsbericht und Rechnung; Auszahlung an die Beraterin/den Berater',
    ],
    source: 'BAFA-Richtlinie Energieberatung für Wohngebäude (EBW)',
    stand: '2024-08-07',
  },
  {
    id: 'kfw-358-359',
    measure: 'loan',
    title: 'Ergänzungskredit (KfW 358/359)',
    programme: 'KfW 358 (mit Zinsverbilligung) und 359 – Ergänzungskredit Einzelmaßnahmen',
    what: 'Zinsgünstiger Kredit für die Kosten einer geförderten Einzelmaßnahme, auch den Eigenanteil nach dem Zuschuss.',
    who: 'Privatpersonen mit Zuschusszusage für eine Einzelmaßnahme; Zinsverbilligung (358) für selbstnutzende Eigentümer mit einem zu versteuernden Haushaltseinkommen bis 90.000 €.',
    rates: ['Bis 120.000 € je Wohneinheit', 'Zinsverbilligung aus Bundesmitteln bei KfW 358'],
    conditions: ['Zusage über einen BEG-EM-Zuschuss (KfW oder BAFA)'],
    procedure: [
      'Zuschusszusage vorlegen',
      'Kredit über die Hausbank beantragen',
      'Nachweis der Verwendung mit dem Zuschussverfahren',
    ],
    source: 'KfW-Merkblätter 358/359',
    stand: '2024-01-01',
  },
  {
    id: 'estg-35c',
    measure: 'tax',
    title: 'Steuerermäßigung für energetische Maßnahmen (§ 35c EStG)',
    programme: 'Steuerliche Förderung – alternativ zur BEG',
    what: 'Steuerermäßigung für energetische Maßnahmen am selbstgenutzten Wohneigentum, verteilt auf drei Jahre.',
    who: 'Selbstnutzende Eigentümerinnen und Eigentümer; Gebäude älter als 10 Jahre.',
    rates: [
      '20 % der Aufwendungen, höchstens 40.000 € je Objekt (7 % im Jahr der Fertigstellung und im Folgejahr, 6 % im dritten Jahr)',
      '50 % der Kosten für Energieberatung',
    ],
    conditions: [
      'Nicht zusammen mit einem BEG-Zuschuss für dieselbe Maßnahme',
      'Bescheinigung des Fachunternehmens nach amtlichem Muster',
    ],
    procedure: [
      'Maßnahme durch ein Fachunternehmen ausführen lassen',
      'Bescheinigung nach amtlichem Muster einholen',
      'Angabe in der Einkommensteuererklärung (Anlage Energetische Maßnahmen)',
    ],
    source: '§ 35c EStG; BMF-Schreiben vom 14.01.2021',
    stand: '2024-01-01',
  },
];

/** The latest "Stand" of all cards. */
export const knowledgeStand = knowledgeCards
  .map((c) => c.stand)
  .sort()
  .at(-1)!;
