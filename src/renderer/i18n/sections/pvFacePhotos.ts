import type { Shape } from '../shape';

/* The site visit's photos beside a roof face in the PV planner. */
export const pvFacePhotosDe = {
  title: 'Fotos dieser Fläche',
  none: 'Noch kein Foto dieser Fläche gewählt.',
  noCandidates:
    'Im Projekt gibt es noch keine Fotos der Kategorie Dach oder Fassade. Fotos fügen Sie auf der Projektseite hinzu.',
  choose: 'Fotos von Dach und Fassade',
  show: '„{{caption}}“ bei dieser Fläche zeigen',
};

export const pvFacePhotosEn: Shape<typeof pvFacePhotosDe> = {
  title: 'Photos of this face',
  none: 'No photo of this face chosen yet.',
  noCandidates:
    'The project has no photos of the category roof or facade yet. Add photos on the project page.',
  choose: 'Photos of roof and facade',
  show: 'Show “{{caption}}” with this face',
};
