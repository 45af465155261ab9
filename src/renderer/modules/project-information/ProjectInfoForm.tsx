import { useTranslation } from 'react-i18next';
import { offered, type ModuleEditorProps } from '../definition';
import { useEditorFields } from '../../ui/fields/field-context';
import { DateInput, TextInput } from '../../ui/fields/fields';
import { NumberField } from '../../ui/fields/NumberField';
import { SourcedNumberField } from '../../ui/fields/TakenValue';
import {
  buildingFromRecord,
  customerFromContact,
  projectInfoBounds,
  type ProjectInfo,
} from './model';

/** Customer, building, consultant, visit date, occupants, the old heating and notes. */
export function ProjectInfoForm({ value, onChange, context }: ModuleEditorProps<ProjectInfo>) {
  const { t } = useTranslation();
  // Years after today are typing errors (the model takes today, so tests can set it).
  const bounds = projectInfoBounds(new Date());
  const { readOnly } = useEditorFields();
  const set = (patch: Partial<ProjectInfo>) => onChange({ ...value, ...patch });
  const kunde = (patch: Partial<ProjectInfo['kunde']>) =>
    set({ kunde: { ...value.kunde, ...patch } });
  const objekt = (patch: Partial<ProjectInfo['objekt']>) =>
    set({ objekt: { ...value.objekt, ...patch } });
  const heizung = (patch: Partial<ProjectInfo['bestandsheizung']>) =>
    set({ bestandsheizung: { ...value.bestandsheizung, ...patch } });
  const fromContact = customerFromContact(context);
  const fromBuilding = buildingFromRecord(context);
  const areas = offered(context, 'project-information.livingArea');
  const years = offered(context, 'project-information.buildingYear');
  const k = (key: string) => t(`module.project-information.${key}`);

  return (
    <>
      <section className="editor-section" aria-labelledby="info-customer">
        <header>
          <h4 id="info-customer">{k('customer')}</h4>
          {!readOnly && fromContact && (
            <button
              type="button"
              onClick={() => set({ kunde: { ...value.kunde, ...fromContact } })}
            >
              {k('fromContact')}
            </button>
          )}
        </header>
        <div className="editor-grid">
          <TextInput
            label={k('name')}
            value={value.kunde.name}
            path="kunde.name"
            onChange={(name) => kunde({ name })}
          />
          <TextInput
            label={k('street')}
            value={value.kunde.strasse}
            path="kunde.strasse"
            onChange={(strasse) => kunde({ strasse })}
          />
          <TextInput
            label={k('postalCode')}
            value={value.kunde.plz}
            path="kunde.plz"
            onChange={(plz) => kunde({ plz })}
          />
          <TextInput
            label={k('city')}
            value={value.kunde.ort}
            path="kunde.ort"
            onChange={(ort) => kunde({ ort })}
          />
          <TextInput
            label={k('phone')}
            value={value.kunde.telefon}
            path="kunde.telefon"
            onChange={(telefon) => kunde({ telefon })}
          />
          <TextInput
            label={k('email')}
            value={value.kunde.email}
            path="kunde.email"
            onChange={(email) => kunde({ email })}
          />
          <TextInput
            label={k('client')}
            value={value.auftraggeber}
            path="auftraggeber"
            hint={k('clientHint')}
            onChange={(auftraggeber) => set({ auftraggeber })}
          />
        </div>
      </section>
      <section className="editor-section" aria-labelledby="info-building">
        <header>
          <h4 id="info-building">{k('building')}</h4>
          {!readOnly && fromBuilding && (
            <button
              type="button"
              onClick={() => set({ objekt: { ...value.objekt, ...fromBuilding } })}
            >
              {k('fromBuilding')}
            </button>
          )}
        </header>
        <div className="editor-grid">
          <TextInput
            label={k('buildingName')}
            value={value.objekt.bezeichnung}
            path="objekt.bezeichnung"
            onChange={(bezeichnung) => objekt({ bezeichnung })}
          />
          <TextInput
            label={k('street')}
            value={value.objekt.strasse}
            path="objekt.strasse"
            onChange={(strasse) => objekt({ strasse })}
          />
          <TextInput
            label={k('postalCode')}
            value={value.objekt.plz}
            path="objekt.plz"
            onChange={(plz) => objekt({ plz })}
          />
          <TextInput
            label={k('city')}
            value={value.objekt.ort}
            path="objekt.ort"
            onChange={(ort) => objekt({ ort })}
          />
          <TextInput
            label={k('buildingType')}
            value={value.objekt.gebaeudetyp}
            path="objekt.gebaeudetyp"
            onChange={(gebaeudetyp) => objekt({ gebaeudetyp })}
          />
          <SourcedNumberField
            label={k('buildingYear')}
            value={value.objekt.baujahr}
            from={value.objekt.baujahrFrom}
            offers={years}
            digits={0}
            {...bounds['objekt.baujahr']}
            path="objekt.baujahr"
            onChange={(baujahr, baujahrFrom) => objekt({ baujahr, baujahrFrom })}
          />
          <SourcedNumberField
            label={k('livingArea')}
            unit="m²"
            value={value.objekt.wohnflaeche}
            from={value.objekt.wohnflaecheFrom}
            offers={areas}
            {...bounds['objekt.wohnflaeche']}
            path="objekt.wohnflaeche"
            onChange={(wohnflaeche, wohnflaecheFrom) => objekt({ wohnflaeche, wohnflaecheFrom })}
          />
        </div>
      </section>
      <section className="editor-section" aria-labelledby="info-visit">
        <h4 id="info-visit">{k('visit')}</h4>
        <div className="editor-grid">
          <TextInput
            label={k('consultant')}
            value={value.berater}
            path="berater"
            onChange={(berater) => set({ berater })}
          />
          <DateInput
            label={k('visitDate')}
            value={value.ortstermin}
            path="ortstermin"
            onChange={(ortstermin) => set({ ortstermin })}
          />
          <TextInput
            label={k('occasion')}
            value={value.anlass}
            path="anlass"
            onChange={(anlass) => set({ anlass })}
          />
          <NumberField
            label={k('occupants')}
            unit={k('persons')}
            value={value.personen}
            min={0}
            max={50}
            digits={0}
            path="personen"
            onChange={(personen) => set({ personen })}
          />
        </div>
      </section>
      <section className="editor-section" aria-labelledby="info-heating">
        <h4 id="info-heating">{k('heating')}</h4>
        <div className="editor-grid">
          <TextInput
            label={k('fuel')}
            value={value.bestandsheizung.traeger}
            path="bestandsheizung.traeger"
            onChange={(traeger) => heizung({ traeger })}
          />
          <NumberField
            label={k('heatingYear')}
            value={value.bestandsheizung.baujahr}
            {...bounds['bestandsheizung.baujahr']}
            digits={0}
            path="bestandsheizung.baujahr"
            onChange={(baujahr) => heizung({ baujahr })}
          />
          <NumberField
            label={k('heatingPower')}
            unit="kW"
            value={value.bestandsheizung.leistungKw}
            min={0}
            path="bestandsheizung.leistungKw"
            onChange={(leistungKw) => heizung({ leistungKw })}
          />
        </div>
      </section>
      <TextInput
        label={k('notes')}
        multiline
        value={value.notizen}
        path="notizen"
        onChange={(notizen) => set({ notizen })}
      />
    </>
  );
}
