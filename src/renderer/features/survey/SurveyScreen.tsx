import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  buildingTypes,
  componentKinds,
  conditions,
  consumptionUnits,
  constructions,
  distributions,
  documentKinds,
  fuels,
  generatorTypes,
  glazings,
  hotWaterKinds,
  meterKinds,
  pumpKinds,
  radiatorTypes,
  standardUValue,
  ventilationKinds,
  type Survey,
  type SurveyComponent,
  type SurveyRoom,
} from '../../../shared/survey/schema';
import {
  buildingArea,
  constructionYear,
  consumptionAmount,
  consumptionYear,
  dwellings,
  elementArea,
  generatorOutputKw,
  heatingFlowTemperature,
  heatingYear,
  insulationCm,
  pvPowerKwp,
  radiatorHeightMm,
  radiatorLengthMm,
  radiatorOutputW,
  roomArea,
  roomTemperature,
  storeys,
  uValue,
} from '../../../shared/domain/plausible';
import { RecordLink } from '../contacts/RecordLink';
import { errorText } from '../../i18n/errors';
import {
  fieldId,
  SurveyedChoice,
  SurveyedFlag,
  SurveyedNumber,
  SurveyedText,
  useNewId,
} from './SurveyedField';
import { RemoveRoomDialog, roomHoldsSurveyedValues } from './RemoveRoomDialog';
import { useSurvey } from './use-survey';
import './survey.css';

const none = { wert: null, herkunft: null, quelle: null };

/**
 * The building survey on site (dena on-site checklist): building, envelope, heating, rooms and
 * radiators, ventilation, renewables, meters and consumption, documents, notes. Every control is
 * a native input in reading order, so the whole survey works by keyboard; `focus` (from the
 * before-you-leave list) puts the cursor on the field meant.
 */
export function SurveyScreen({ projectId, focus }: { projectId: string; focus?: string }) {
  const { t } = useTranslation();
  const { detail, module, survey, change, write, dirty, locked, saving } = useSurvey(projectId);
  const newId = useNewId();
  const [roomAsked, setRoomAsked] = useState<string | null>(null);

  useEffect(() => {
    if (!survey || !focus) return;
    const target = document.getElementById(`${focus}-input`) ?? document.getElementById(focus);
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
    // Only once the survey is there, for the field asked for.
  }, [focus, !!survey]);

  if (detail.isError) return <p className="form-error">{errorText(t, detail.error)}</p>;
  if (!survey || !detail.data) return null;
  const project = detail.data.project;
  const g = survey.gebaeude;
  const set = (patch: Partial<Survey>) => change({ ...survey, ...patch });
  const setG = (patch: Partial<Survey['gebaeude']>) => set({ gebaeude: { ...g, ...patch } });
  const h = survey.heizung;
  const setH = (patch: Partial<Survey['heizung']>) => set({ heizung: { ...h, ...patch } });
  const e = survey.erneuerbare;
  const setE = (patch: Partial<Survey['erneuerbare']>) => set({ erneuerbare: { ...e, ...patch } });
  const disabled = locked;
  const f = (key: string) => t(`visit.fields.${key}`);

  const setComponent = (id: string, patch: Partial<SurveyComponent>) =>
    set({ bauteile: survey.bauteile.map((c) => (c.id === id ? { ...c, ...patch } : c)) });
  const setRoom = (id: string, patch: Partial<SurveyRoom>) =>
    set({ raeume: survey.raeume.map((r) => (r.id === id ? { ...r, ...patch } : r)) });
  // The room goes with its radiators; the cursor moves on to the next room (or, after the last
  // one, to "Raum hinzufügen"), not to the page's start where the removed button's focus fell.
  const removeRoom = (id: string) => {
    const index = survey.raeume.findIndex((r) => r.id === id);
    const next = survey.raeume[index + 1];
    flushSync(() => {
      setRoomAsked(null);
      set({ raeume: survey.raeume.filter((r) => r.id !== id) });
    });
    document
      .getElementById(next ? fieldId('raeume', 'name', next.id) : fieldId('raeume', 'neu'))
      ?.focus();
  };
  const roomToRemove = survey.raeume.find((r) => r.id === roomAsked);
  // A new item's name field takes the cursor before the click is over, so the first key typed
  // lands in it (focused a task later, the browser ran a quick typist's first key before it).
  const addAndFocus = (patch: Partial<Survey>, fieldElementId: string) => {
    flushSync(() => set(patch));
    document.getElementById(fieldElementId)?.focus();
  };

  return (
    <div
      className="page survey"
      data-testid="survey"
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key === 's') {
          event.preventDefault();
          // The field being left counts: its blur reads the value first.
          (document.activeElement as HTMLElement | null)?.blur();
          setTimeout(write, 0);
        }
      }}
    >
      <header className="pane-header">
        <div>
          <h1 tabIndex={-1}>{t('visit.survey.title')}</h1>
          <div className="muted">{project.title}</div>
        </div>
        <div className="actions">
          <RecordLink to={{ screen: 'projects', id: projectId }}>
            {t('visit.survey.back')}
          </RecordLink>
          <RecordLink to={{ screen: 'projects', id: projectId, visit: 'before-leaving' }}>
            {t('visit.leaving.open')}
          </RecordLink>
          <button className="primary" disabled={disabled || saving.isPending} onClick={write}>
            {t('visit.survey.save')}
          </button>
          <span role="status" className="muted" data-testid="survey-state">
            {dirty ? t('visit.survey.unsaved') : saving.isSuccess ? t('visit.survey.saved') : ''}
          </span>
        </div>
      </header>
      {locked && (
        <p className="notice" role="note">
          {module?.lockedReason
            ? t('visit.survey.locked', { reason: module.lockedReason })
            : t('visit.survey.lockedNoReason')}
        </p>
      )}
      {saving.isError && <p className="form-error">{errorText(t, saving.error)}</p>}
      {roomToRemove && !locked && (
        <RemoveRoomDialog
          room={roomToRemove}
          onClose={() => setRoomAsked(null)}
          onRemove={() => removeRoom(roomToRemove.id)}
        />
      )}
      <p className="muted">{t('visit.survey.hint')}</p>

      <fieldset className="survey-section" disabled={disabled}>
        <legend>{t('visit.survey.sections.gebaeude')}</legend>
        <div className="survey-grid">
          <SurveyedChoice
            id={fieldId('gebaeude', 'typ')}
            label={f('gebaeudetyp')}
            options={buildingTypes}
            optionsKey="typ"
            value={g.typ}
            onChange={(typ) => setG({ typ })}
          />
          <SurveyedNumber
            id={fieldId('gebaeude', 'baujahr')}
            range={constructionYear(new Date())}
            label={f('baujahr')}
            integer
            value={g.baujahr}
            onChange={(baujahr) => setG({ baujahr })}
          />
          <SurveyedNumber
            id={fieldId('gebaeude', 'geschosse')}
            range={storeys}
            label={f('geschosse')}
            integer
            value={g.geschosse}
            onChange={(geschosse) => setG({ geschosse })}
          />
          <SurveyedNumber
            id={fieldId('gebaeude', 'beheizteFlaeche')}
            range={buildingArea}
            label={f('beheizteFlaeche')}
            value={g.beheizteFlaeche}
            onChange={(beheizteFlaeche) => setG({ beheizteFlaeche })}
          />
          <SurveyedNumber
            id={fieldId('gebaeude', 'wohneinheiten')}
            range={dwellings}
            label={f('wohneinheiten')}
            integer
            value={g.wohneinheiten}
            onChange={(wohneinheiten) => setG({ wohneinheiten })}
          />
          <SurveyedFlag
            id={fieldId('gebaeude', 'kellerBeheizt')}
            label={f('kellerBeheizt')}
            value={g.kellerBeheizt}
            onChange={(kellerBeheizt) => setG({ kellerBeheizt })}
          />
          <SurveyedFlag
            id={fieldId('gebaeude', 'dachgeschossBeheizt')}
            label={f('dachgeschossBeheizt')}
            value={g.dachgeschossBeheizt}
            onChange={(dachgeschossBeheizt) => setG({ dachgeschossBeheizt })}
          />
          <SurveyedFlag
            id={fieldId('gebaeude', 'denkmalschutz')}
            label={f('denkmalschutz')}
            value={g.denkmalschutz}
            onChange={(denkmalschutz) => setG({ denkmalschutz })}
          />
        </div>
      </fieldset>

      <fieldset className="survey-section" disabled={disabled}>
        <legend>{t('visit.survey.sections.bauteile')}</legend>
        {survey.bauteile.map((c) => {
          const standard = standardUValue(c, g.baujahr.wert);
          return (
            <div className="survey-item" key={c.id} data-testid={`bauteil-${c.id}`}>
              <div className="survey-grid">
                <label className="field">
                  <span>{t('visit.survey.componentName')}</span>
                  <input
                    id={fieldId('bauteile', 'bezeichnung', c.id)}
                    value={c.bezeichnung}
                    onChange={(ev) => setComponent(c.id, { bezeichnung: ev.target.value })}
                  />
                </label>
                <label className="field">
                  <span>{f('art')}</span>
                  <select
                    value={c.art}
                    onChange={(ev) =>
                      setComponent(c.id, { art: ev.target.value as SurveyComponent['art'] })
                    }
                  >
                    {componentKinds.map((k) => (
                      <option key={k} value={k}>
                        {t(`visit.survey.options.art.${k}`)}
                      </option>
                    ))}
                  </select>
                </label>
                {c.art === 'fenster' ? (
                  <SurveyedChoice
                    id={fieldId('bauteile', 'verglasung', c.id)}
                    label={f('verglasung')}
                    options={glazings}
                    optionsKey="verglasung"
                    value={c.verglasung}
                    onChange={(verglasung) => setComponent(c.id, { verglasung })}
                  />
                ) : (
                  <SurveyedChoice
                    id={fieldId('bauteile', 'konstruktion', c.id)}
                    label={f('konstruktion')}
                    options={constructions}
                    optionsKey="konstruktion"
                    value={c.konstruktion}
                    onChange={(konstruktion) => setComponent(c.id, { konstruktion })}
                  />
                )}
                <SurveyedNumber
                  id={fieldId('bauteile', 'baujahr', c.id)}
                  range={constructionYear(new Date())}
                  label={f('baujahr')}
                  integer
                  value={c.baujahr}
                  onChange={(baujahr) => setComponent(c.id, { baujahr })}
                />
                <SurveyedNumber
                  id={fieldId('bauteile', 'flaeche', c.id)}
                  range={elementArea}
                  label={f('flaeche')}
                  value={c.flaeche}
                  onChange={(flaeche) => setComponent(c.id, { flaeche })}
                />
                <SurveyedFlag
                  id={fieldId('bauteile', 'daemmungVorhanden', c.id)}
                  label={f('daemmungVorhanden')}
                  value={c.daemmungVorhanden}
                  onChange={(daemmungVorhanden) => setComponent(c.id, { daemmungVorhanden })}
                />
                {c.daemmungVorhanden.wert && (
                  <SurveyedNumber
                    id={fieldId('bauteile', 'daemmstaerke', c.id)}
                    range={insulationCm}
                    label={f('daemmstaerke')}
                    value={c.daemmstaerke}
                    onChange={(daemmstaerke) => setComponent(c.id, { daemmstaerke })}
                  />
                )}
                <SurveyedChoice
                  id={fieldId('bauteile', 'zustand', c.id)}
                  label={f('zustand')}
                  options={conditions}
                  optionsKey="zustand"
                  value={c.zustand}
                  onChange={(zustand) => setComponent(c.id, { zustand })}
                />
                <SurveyedNumber
                  id={fieldId('bauteile', 'uWert', c.id)}
                  range={uValue}
                  label={f('uWert')}
                  value={c.uWert}
                  onChange={(uWert) => setComponent(c.id, { uWert })}
                  extra={
                    <button
                      type="button"
                      data-testid={`standard-${c.id}`}
                      disabled={!standard}
                      title={standard ? (standard.quelle ?? '') : t('visit.survey.standardNone')}
                      onClick={() => standard && setComponent(c.id, { uWert: standard })}
                    >
                      {t('visit.survey.standard')}
                    </button>
                  }
                />
              </div>
              <button
                type="button"
                className="link danger-link"
                onClick={() => set({ bauteile: survey.bauteile.filter((x) => x.id !== c.id) })}
              >
                {t('visit.survey.remove.bauteil')}
              </button>
            </div>
          );
        })}
        <button
          type="button"
          id={fieldId('bauteile', 'neu')}
          onClick={() => {
            const id = newId();
            addAndFocus(
              {
                bauteile: [
                  ...survey.bauteile,
                  {
                    id,
                    art: 'wand',
                    bezeichnung: '',
                    konstruktion: none,
                    verglasung: none,
                    baujahr: none,
                    flaeche: none,
                    daemmungVorhanden: none,
                    daemmstaerke: none,
                    zustand: none,
                    uWert: none,
                  },
                ],
              },
              fieldId('bauteile', 'bezeichnung', id),
            );
          }}
        >
          {t('visit.survey.addComponent')}
        </button>
      </fieldset>

      <fieldset className="survey-section" disabled={disabled}>
        <legend>{t('visit.survey.sections.heizung')}</legend>
        <div className="survey-grid">
          <SurveyedChoice
            id={fieldId('heizung', 'erzeuger')}
            label={f('erzeuger')}
            options={generatorTypes}
            optionsKey="erzeuger"
            value={h.erzeuger}
            onChange={(erzeuger) => setH({ erzeuger })}
          />
          <SurveyedChoice
            id={fieldId('heizung', 'brennstoff')}
            label={f('brennstoff')}
            options={fuels}
            optionsKey="brennstoff"
            value={h.brennstoff}
            onChange={(brennstoff) => setH({ brennstoff })}
          />
          <SurveyedNumber
            id={fieldId('heizung', 'baujahr')}
            range={heatingYear(new Date())}
            label={f('baujahr')}
            integer
            value={h.baujahr}
            onChange={(baujahr) => setH({ baujahr })}
          />
          <SurveyedNumber
            id={fieldId('heizung', 'nennleistung')}
            range={generatorOutputKw}
            label={f('nennleistung')}
            value={h.nennleistung}
            onChange={(nennleistung) => setH({ nennleistung })}
          />
          <SurveyedChoice
            id={fieldId('heizung', 'warmwasser')}
            label={f('warmwasser')}
            options={hotWaterKinds}
            optionsKey="warmwasser"
            value={h.warmwasser}
            onChange={(warmwasser) => setH({ warmwasser })}
          />
          <SurveyedChoice
            id={fieldId('heizung', 'verteilung')}
            label={f('verteilung')}
            options={distributions}
            optionsKey="verteilung"
            value={h.verteilung}
            onChange={(verteilung) => setH({ verteilung })}
          />
          <SurveyedChoice
            id={fieldId('heizung', 'pumpe')}
            label={f('pumpe')}
            options={pumpKinds}
            optionsKey="pumpe"
            value={h.pumpe}
            onChange={(pumpe) => setH({ pumpe })}
          />
          <SurveyedNumber
            id={fieldId('heizung', 'vorlauftemperatur')}
            range={heatingFlowTemperature}
            label={f('vorlauftemperatur')}
            value={h.vorlauftemperatur}
            onChange={(vorlauftemperatur) => setH({ vorlauftemperatur })}
          />
        </div>
      </fieldset>

      <fieldset className="survey-section" disabled={disabled}>
        <legend>{t('visit.survey.sections.raeume')}</legend>
        {survey.raeume.map((r) => (
          <div className="survey-item" key={r.id} data-testid={`raum-${r.id}`}>
            <div className="survey-grid">
              <label className="field">
                <span>{t('visit.survey.roomName')}</span>
                <input
                  id={fieldId('raeume', 'name', r.id)}
                  value={r.name}
                  onChange={(ev) => setRoom(r.id, { name: ev.target.value })}
                />
              </label>
              <SurveyedNumber
                id={fieldId('raeume', 'flaeche', r.id)}
                range={roomArea}
                label={f('raumflaeche')}
                value={r.flaeche}
                onChange={(flaeche) => setRoom(r.id, { flaeche })}
              />
              <SurveyedNumber
                id={fieldId('raeume', 'solltemperatur', r.id)}
                range={roomTemperature}
                label={f('solltemperatur')}
                value={r.solltemperatur}
                onChange={(solltemperatur) => setRoom(r.id, { solltemperatur })}
              />
            </div>
            {r.heizkoerper.map((hk, i) => {
              const setHk = (patch: Partial<typeof hk>) =>
                setRoom(r.id, {
                  heizkoerper: r.heizkoerper.map((x) => (x.id === hk.id ? { ...x, ...patch } : x)),
                });
              return (
                <div className="survey-sub" key={hk.id}>
                  <strong>{t('visit.survey.radiator', { n: i + 1 })}</strong>
                  <div className="survey-grid">
                    <SurveyedChoice
                      id={fieldId('raeume', 'heizkoerperTyp', hk.id)}
                      label={f('heizkoerperTyp')}
                      options={radiatorTypes}
                      optionsKey="heizkoerperTyp"
                      value={hk.typ}
                      onChange={(typ) => setHk({ typ })}
                    />
                    <SurveyedText
                      id={fieldId('raeume', 'bauart', hk.id)}
                      label={f('bauart')}
                      value={hk.bauart}
                      onChange={(bauart) => setHk({ bauart })}
                    />
                    <SurveyedNumber
                      id={fieldId('raeume', 'laenge', hk.id)}
                      range={radiatorLengthMm}
                      label={f('heizkoerperLaenge')}
                      value={hk.laenge}
                      onChange={(laenge) => setHk({ laenge })}
                    />
                    <SurveyedNumber
                      id={fieldId('raeume', 'hoehe', hk.id)}
                      range={radiatorHeightMm}
                      label={f('heizkoerperHoehe')}
                      value={hk.hoehe}
                      onChange={(hoehe) => setHk({ hoehe })}
                    />
                    <SurveyedNumber
                      id={fieldId('raeume', 'normleistung', hk.id)}
                      range={radiatorOutputW}
                      label={f('normleistung')}
                      value={hk.normleistung}
                      onChange={(normleistung) => setHk({ normleistung })}
                    />
                  </div>
                  <button
                    type="button"
                    className="link danger-link"
                    onClick={() =>
                      setRoom(r.id, { heizkoerper: r.heizkoerper.filter((x) => x.id !== hk.id) })
                    }
                  >
                    {t('visit.survey.remove.heizkoerper')}
                  </button>
                </div>
              );
            })}
            <div className="actions start">
              <button
                type="button"
                id={fieldId('raeume', 'heizkoerper', r.id)}
                onClick={() =>
                  setRoom(r.id, {
                    heizkoerper: [
                      ...r.heizkoerper,
                      {
                        id: newId(),
                        typ: none,
                        bauart: none,
                        laenge: none,
                        hoehe: none,
                        normleistung: none,
                      },
                    ],
                  })
                }
              >
                {t('visit.survey.addRadiator')}
              </button>
              <button
                type="button"
                className="link danger-link"
                onClick={() => (roomHoldsSurveyedValues(r) ? setRoomAsked(r.id) : removeRoom(r.id))}
              >
                {t('visit.survey.remove.raum')}
              </button>
            </div>
          </div>
        ))}
        <button
          type="button"
          id={fieldId('raeume', 'neu')}
          onClick={() => {
            const id = newId();
            addAndFocus(
              {
                raeume: [
                  ...survey.raeume,
                  { id, name: '', flaeche: none, solltemperatur: none, heizkoerper: [] },
                ],
              },
              fieldId('raeume', 'name', id),
            );
          }}
        >
          {t('visit.survey.addRoom')}
        </button>
      </fieldset>

      <fieldset className="survey-section" disabled={disabled}>
        <legend>{t('visit.survey.sections.lueftung')}</legend>
        <div className="survey-grid">
          <SurveyedChoice
            id={fieldId('lueftung', 'art')}
            label={f('lueftung')}
            options={ventilationKinds}
            optionsKey="lueftung"
            value={survey.lueftung.art}
            onChange={(art) => set({ lueftung: { art } })}
          />
        </div>
      </fieldset>

      <fieldset className="survey-section" disabled={disabled}>
        <legend>{t('visit.survey.sections.erneuerbare')}</legend>
        <div className="survey-grid">
          {(['solarthermie', 'photovoltaik', 'kaminofen', 'waermepumpe'] as const).map((key) => (
            <SurveyedFlag
              key={key}
              id={fieldId('erneuerbare', key)}
              label={f(key)}
              value={e[key]}
              onChange={(value) => setE({ [key]: value })}
            />
          ))}
          {e.photovoltaik.wert && (
            <SurveyedNumber
              id={fieldId('erneuerbare', 'pvLeistung')}
              range={pvPowerKwp}
              label={f('pvLeistung')}
              value={e.pvLeistung}
              onChange={(pvLeistung) => setE({ pvLeistung })}
            />
          )}
        </div>
      </fieldset>

      <fieldset className="survey-section" disabled={disabled}>
        <legend>{t('visit.survey.sections.verbrauch')}</legend>
        {survey.zaehler.map((m) => (
          <div className="survey-item" key={m.id}>
            <div className="survey-grid">
              <SurveyedChoice
                id={fieldId('verbrauch', 'zaehlerArt', m.id)}
                label={f('zaehlerArt')}
                options={meterKinds}
                optionsKey="zaehler"
                value={m.art}
                onChange={(art) =>
                  set({ zaehler: survey.zaehler.map((x) => (x.id === m.id ? { ...x, art } : x)) })
                }
              />
              <SurveyedText
                id={fieldId('verbrauch', 'zaehlerNummer', m.id)}
                label={f('zaehlerNummer')}
                value={m.nummer}
                onChange={(nummer) =>
                  set({
                    zaehler: survey.zaehler.map((x) => (x.id === m.id ? { ...x, nummer } : x)),
                  })
                }
              />
            </div>
            <button
              type="button"
              className="link danger-link"
              onClick={() => set({ zaehler: survey.zaehler.filter((x) => x.id !== m.id) })}
            >
              {t('visit.survey.remove.zaehler')}
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() =>
            set({ zaehler: [...survey.zaehler, { id: newId(), art: none, nummer: none }] })
          }
        >
          {t('visit.survey.addMeter')}
        </button>
        {survey.verbrauch.map((r) => {
          const setR = (patch: Partial<typeof r>) =>
            set({
              verbrauch: survey.verbrauch.map((x) => (x.id === r.id ? { ...x, ...patch } : x)),
            });
          return (
            <div className="survey-item" key={r.id} data-testid={`verbrauch-${r.id}`}>
              <div className="survey-grid">
                <SurveyedChoice
                  id={fieldId('verbrauch', 'energietraeger', r.id)}
                  label={f('energietraeger')}
                  options={fuels}
                  optionsKey="brennstoff"
                  value={r.energietraeger}
                  onChange={(energietraeger) => setR({ energietraeger })}
                />
                <SurveyedNumber
                  id={fieldId('verbrauch', 'jahr', r.id)}
                  range={consumptionYear(new Date())}
                  label={f('jahr')}
                  integer
                  value={r.jahr}
                  onChange={(jahr) => setR({ jahr })}
                />
                <SurveyedNumber
                  id={fieldId('verbrauch', 'menge', r.id)}
                  range={consumptionAmount}
                  label={f('menge')}
                  value={r.menge}
                  onChange={(menge) => setR({ menge })}
                />
                <SurveyedChoice
                  id={fieldId('verbrauch', 'einheit', r.id)}
                  label={f('einheit')}
                  options={consumptionUnits}
                  optionsKey="einheit"
                  value={r.einheit}
                  onChange={(einheit) => setR({ einheit })}
                />
              </div>
              <button
                type="button"
                className="link danger-link"
                onClick={() => set({ verbrauch: survey.verbrauch.filter((x) => x.id !== r.id) })}
              >
                {t('visit.survey.remove.verbrauch')}
              </button>
            </div>
          );
        })}
        <button
          type="button"
          id={fieldId('verbrauch', 'neu')}
          onClick={() =>
            set({
              verbrauch: [
                ...survey.verbrauch,
                {
                  id: newId(),
                  energietraeger: h.brennstoff,
                  jahr: none,
                  menge: none,
                  einheit: none,
                },
              ],
            })
          }
        >
          {t('visit.survey.addReading')}
        </button>
      </fieldset>

      <fieldset className="survey-section" disabled={disabled}>
        <legend>{t('visit.survey.sections.unterlagen')}</legend>
        {documentKinds.map((kind) => (
          <label className="check" key={kind}>
            <input
              type="checkbox"
              id={fieldId('unterlagen', kind)}
              checked={survey.unterlagen[kind] === true}
              onChange={(ev) =>
                set({ unterlagen: { ...survey.unterlagen, [kind]: ev.target.checked } })
              }
            />{' '}
            {t(`visit.fields.unterlage.${kind}`)}
          </label>
        ))}
      </fieldset>

      <fieldset className="survey-section" disabled={disabled}>
        <legend>{t('visit.survey.sections.notizen')}</legend>
        <textarea
          id={fieldId('notizen', 'text')}
          aria-label={t('visit.survey.sections.notizen')}
          rows={5}
          value={survey.notizen}
          onChange={(ev) => set({ notizen: ev.target.value })}
        />
      </fieldset>
    </div>
  );
}
