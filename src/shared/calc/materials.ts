/*
 * A small starter library of building materials for the u-wert-rechner editor, editable there.
 * λ are design values (Bemessungswerte) in W/(m·K) from DIN 4108-4:2020-11 Tabelle 1, from
 * DIN EN ISO 10456:2010 Tabelle 3 where DIN 4108-4 refers to it, or the usual declared value of
 * a thermal conductivity class (WLS) for insulation, which the consultant replaces by the
 * product's value (allgemeine bauaufsichtliche Zulassung / Leistungserklärung).
 */

export interface Material {
  key: string;
  name: string;
  lambda: number;
  source: string;
}

const din41084 = 'DIN 4108-4:2020-11, Tab. 1';
const iso10456 = 'DIN EN ISO 10456:2010, Tab. 3';
const wls = (value: string) => `Herstellerangabe, typisch WLS ${value} (Produktwert übernehmen)`;

export const materialLibraryStand = '2026-11';

export const materialLibrary: readonly Material[] = [
  { key: 'lime-cement-plaster', name: 'Kalkzementputz', lambda: 1.0, source: din41084 },
  { key: 'gypsum-plaster', name: 'Gipsputz, Kalkgipsputz', lambda: 0.7, source: din41084 },
  { key: 'gypsum-board', name: 'Gipskartonplatte', lambda: 0.25, source: din41084 },
  { key: 'cement-screed', name: 'Zementestrich', lambda: 1.4, source: din41084 },
  { key: 'concrete-reinforced', name: 'Stahlbeton (1 % Bewehrung)', lambda: 2.3, source: iso10456 },
  {
    key: 'concrete-reinforced-2',
    name: 'Stahlbeton (2 % Bewehrung)',
    lambda: 2.5,
    source: iso10456,
  },
  { key: 'sand-lime-1800', name: 'Kalksandstein, 1800 kg/m³', lambda: 0.99, source: din41084 },
  { key: 'sand-lime-2000', name: 'Kalksandstein, 2000 kg/m³', lambda: 1.1, source: din41084 },
  { key: 'clay-brick-1800', name: 'Vollziegel, 1800 kg/m³', lambda: 0.81, source: din41084 },
  {
    key: 'clay-brick-2000',
    name: 'Vollklinker/Vormauerziegel, 2000 kg/m³',
    lambda: 0.96,
    source: din41084,
  },
  { key: 'softwood', name: 'Nadelholz (Konstruktionsholz)', lambda: 0.13, source: iso10456 },
  { key: 'hardwood', name: 'Laubholz', lambda: 0.18, source: iso10456 },
  { key: 'osb', name: 'OSB-Platte', lambda: 0.13, source: iso10456 },
  { key: 'eps-035', name: 'EPS-Hartschaum WLS 035', lambda: 0.035, source: wls('035') },
  { key: 'eps-032', name: 'EPS-Hartschaum grau WLS 032', lambda: 0.032, source: wls('032') },
  { key: 'xps-035', name: 'XPS-Hartschaum WLS 035', lambda: 0.035, source: wls('035') },
  { key: 'mineral-wool-035', name: 'Mineralwolle WLS 035', lambda: 0.035, source: wls('035') },
  { key: 'mineral-wool-032', name: 'Mineralwolle WLS 032', lambda: 0.032, source: wls('032') },
  { key: 'wood-fibre-045', name: 'Holzfaserdämmplatte WLS 045', lambda: 0.045, source: wls('045') },
  { key: 'wood-fibre-040', name: 'Holzfaser, flexibel WLS 040', lambda: 0.04, source: wls('040') },
  {
    key: 'cellulose-040',
    name: 'Zellulose-Einblasdämmung WLS 040',
    lambda: 0.04,
    source: wls('040'),
  },
  {
    key: 'pir-024',
    name: 'PIR/PUR-Hartschaum, alukaschiert WLS 024',
    lambda: 0.024,
    source: wls('024'),
  },
];
