import type { Shape } from '../shape';

/* Values from the site survey where another module takes them: named with their provenance. */
export const surveyFlowDe = {
  source: 'Gebäudeaufnahme',
  noProvenance: 'ohne Herkunftsangabe',
  unnamed: 'Bauteil ohne Bezeichnung',
  /** Building and heating values, named as on the survey screen. */
  fields: {
    beheizteFlaeche: 'beheizte Fläche',
    vorlauftemperatur: 'Vorlauftemperatur',
    nennleistung: 'Nennleistung des Wärmeerzeugers',
  },
  takeComponents_one: '1 Bauteil aus der Gebäudeaufnahme übernehmen',
  takeComponents_other: '{{count}} Bauteile aus der Gebäudeaufnahme übernehmen',
  takeRooms_one: '1 Raum aus der Gebäudeaufnahme übernehmen',
  takeRooms_other: '{{count}} Räume aus der Gebäudeaufnahme übernehmen',
};

export const surveyFlowEn: Shape<typeof surveyFlowDe> = {
  source: 'Site survey',
  noProvenance: 'no source given',
  unnamed: 'unnamed component',
  fields: {
    beheizteFlaeche: 'heated area',
    vorlauftemperatur: 'flow temperature',
    nennleistung: 'rated output of the heat generator',
  },
  takeComponents_one: 'Take 1 component from the site survey',
  takeComponents_other: 'Take {{count}} components from the site survey',
  takeRooms_one: 'Take 1 room from the site survey',
  takeRooms_other: 'Take {{count}} rooms from the site survey',
};
