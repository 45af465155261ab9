import { useTranslation } from 'react-i18next';
import type { SurveyRoom } from '../../../shared/survey/schema';
import { Dialog } from '../../ui/Dialog';

/** Whether removing the room loses something taken on site (then it is asked first). */
export const roomHoldsSurveyedValues = (room: SurveyRoom) =>
  room.heizkoerper.length > 0 || room.flaeche.wert !== null || room.solltemperatur.wert !== null;

/*
 * "Raum „Wohnzimmer“ mit 2 Heizkörpern entfernen?": asked as the app asks before a photo or an
 * outbox change goes, the safe answer focused, so Enter right after the click keeps the room;
 * Esc keeps it too.
 */
export function RemoveRoomDialog({
  room,
  onClose,
  onRemove,
}: {
  room: SurveyRoom;
  onClose(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const name = room.name.trim();
  const roomWords = name ? t('surveyRoomRemove.named', { name }) : t('surveyRoomRemove.unnamed');
  const count = room.heizkoerper.length;
  return (
    <Dialog
      title={
        count === 0
          ? t('surveyRoomRemove.titleNoRadiators', { room: roomWords })
          : t('surveyRoomRemove.title', { room: roomWords, count })
      }
      testId="survey-room-remove"
      onClose={onClose}
      actions={
        <>
          <button data-autofocus onClick={onClose}>
            {t('surveyRoomRemove.cancel')}
          </button>
          <button className="danger-button" onClick={onRemove}>
            {t('surveyRoomRemove.confirm')}
          </button>
        </>
      }
    >
      <p>
        {t(count === 0 ? 'surveyRoomRemove.withoutRadiators' : 'surveyRoomRemove.withRadiators')}
      </p>
      <p>{t('surveyRoomRemove.photosStay')}</p>
    </Dialog>
  );
}
