// The preset travel experience of step 1 (spec: travel experience card): title, image, destination, the
// match percentage when a travel-type profile is saved, and the bookmark toggle (USER-BOOKMARKS).
import {
  BookmarkIcon,
  Button,
  Card,
  imageAtWidth,
  responsiveSrcSet,
  useStore,
  useTranslation,
  type TravelExperience,
} from '@checkout/shared';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import './consultation-step.css';

export const TravelExperienceCard = observer(function TravelExperienceCard({
  experience,
}: {
  experience: TravelExperience;
}) {
  const { travel, bookmarks, settings } = useStore();
  const { t } = useTranslation();
  const bookmarked = bookmarks.isBookmarked(experience.id);
  // An image that does not load leaves no broken frame behind: the card stands without it.
  const [imageFailed, setImageFailed] = useState(false);
  // The percentage needs the traveller's profile; without one no match is asked for or shown.
  const match = settings.perfectMatchData !== null ? travel.match : null;
  return (
    <Card
      as="article"
      variant="selected"
      title={experience.title}
      headingLevel={3}
      className="ck-travel-card"
    >
      {experience.image && !imageFailed && (
        <img
          src={imageAtWidth(experience.image, 320)}
          srcSet={responsiveSrcSet(experience.image)}
          // Drawn at most 20rem wide (its CSS): the browser takes the width for that and the screen's density.
          sizes="20rem"
          alt=""
          width={320}
          height={180}
          className="ck-travel-card__image"
          onError={() => setImageFailed(true)}
        />
      )}
      <p className="ck-muted">{experience.destinationName}</p>
      {match && (
        <p className="ck-travel-card__match">{t('travelCard.match', { match: Math.round(match.match) })}</p>
      )}
      <Button
        variant="link"
        aria-pressed={bookmarked}
        icon={<BookmarkIcon filled={bookmarked} />}
        onClick={() => bookmarks.toggle(experience.id)}
      >
        {/* One name for both states: aria-pressed and the filled icon tell whether it is bookmarked. */}
        {t('travelCard.bookmark')}
      </Button>
    </Card>
  );
});
