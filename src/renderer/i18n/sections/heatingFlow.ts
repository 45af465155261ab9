import type { Shape } from '../shape';

/* The system flow temperature the heat pump and the seasonal performance factor are planned for. */
export const heatingFlowDe = {
  systemFlowTemperature: 'Vorlauftemperatur der Heizung (Auslegung)',
  systemFlowHint:
    'Die Vorlauftemperatur, die die Heizkörper bei Norm-Außentemperatur brauchen; aus der raumweisen Heizlast übernehmen oder eintragen.',
  pointsAtOtherFlow:
    'Die Prüfpunkte gelten für eine andere Vorlauftemperatur als die der Heizung ({{flow}}); die Heizleistung bei höherem Vorlauf ist meist kleiner.',
  jazFlowHint: 'Die Korrekturfaktoren Fᵢ der VDI 4650 hängen von dieser Vorlauftemperatur ab.',
  offerLabel: 'Heizkörper-Vorlauftemperatur',
};

export const heatingFlowEn: Shape<typeof heatingFlowDe> = {
  systemFlowTemperature: 'Heating flow temperature (design)',
  systemFlowHint:
    'The flow temperature the radiators need at the design outdoor temperature; take it from the room-by-room heat load or enter it.',
  pointsAtOtherFlow:
    'The test points are for a different flow temperature than the heating’s ({{flow}}); the capacity at a higher flow is usually lower.',
  jazFlowHint: 'The correction factors Fᵢ of VDI 4650 depend on this flow temperature.',
  offerLabel: 'Radiator flow temperature',
};
