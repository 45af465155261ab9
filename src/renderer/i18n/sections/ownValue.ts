import type { Shape } from '../shape';

/** Why a conflict's value would be refused by the record's editor (at the field). */
export const ownValueDe = {
  tooSmall: 'Dieser Wert ist zu klein (mindestens {{limit}}).',
  tooBig: 'Dieser Wert ist zu groß (höchstens {{limit}}).',
  notNumber: 'Hier wird eine Zahl erwartet.',
  tooLargeNumber: 'Diese Zahl ist zu groß, um gespeichert zu werden.',
  wrongKind: 'Diese Art von Wert passt nicht in dieses Feld.',
  notAllowed: 'Dieser Wert ist hier nicht vorgesehen.',
  rejected: 'Das Eingabeformular nimmt diesen Wert nicht an.',
  mineRejected:
    'Das heutige Eingabeformular nimmt Ihren Wert nicht an: {{reason}} Wählen Sie den Wert vom Server oder geben Sie einen eigenen ein.',
};

export const ownValueEn: Shape<typeof ownValueDe> = {
  tooSmall: 'This value is too small (at least {{limit}}).',
  tooBig: 'This value is too large (at most {{limit}}).',
  notNumber: 'A number is expected here.',
  tooLargeNumber: 'This number is too large to be stored.',
  wrongKind: 'This kind of value does not fit this field.',
  notAllowed: 'This value is not provided for here.',
  rejected: 'The form does not accept this value.',
  mineRejected:
    'Today’s form does not accept your value: {{reason}} Choose the server’s value or enter your own.',
};
