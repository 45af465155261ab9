import type { Shape } from '../shape';

/*
 * Asked before a surveyed room goes with what was taken in it on site (its values, its
 * radiators); a room with nothing taken yet goes at once.
 */
export const surveyRoomRemoveDe = {
  titleNoRadiators: 'Raum {{room}} entfernen?',
  title_one: 'Raum {{room}} mit {{count}} Heizkörper entfernen?',
  title_other: 'Raum {{room}} mit {{count}} Heizkörpern entfernen?',
  named: '„{{name}}“',
  /** A room whose name was never typed. */
  unnamed: 'ohne Namen',
  withRadiators:
    'Was vor Ort zu diesem Raum aufgenommen wurde, wird aus der Gebäudeaufnahme gelöscht: Fläche, Solltemperatur und die Heizkörper mit Typ, Maßen und Normleistung.',
  withoutRadiators:
    'Was vor Ort zu diesem Raum aufgenommen wurde, wird aus der Gebäudeaufnahme gelöscht: Fläche und Solltemperatur.',
  photosStay: 'Fotos des Raums bleiben im Projekt.',
  confirm: 'Raum entfernen',
  cancel: 'Abbrechen',
};

export const surveyRoomRemoveEn: Shape<typeof surveyRoomRemoveDe> = {
  titleNoRadiators: 'Remove room {{room}}?',
  title_one: 'Remove room {{room}} with {{count}} radiator?',
  title_other: 'Remove room {{room}} with {{count}} radiators?',
  named: '“{{name}}”',
  unnamed: 'without a name',
  withRadiators:
    'What was taken on site for this room is deleted from the site survey: area, set temperature and the radiators with their type, size and rated output.',
  withoutRadiators:
    'What was taken on site for this room is deleted from the site survey: area and set temperature.',
  photosStay: 'Photos of the room stay in the project.',
  confirm: 'Remove room',
  cancel: 'Cancel',
};
