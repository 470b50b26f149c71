/**
 * A user's picture in the users list (spec section 3: an album user has an e-mail and a picture), or the initials
 * of the address when there is none or it fails to load. Decorative: the address is written beside it.
 */
import { useState } from 'react';
import { initialsOf } from '../topbar/initials';

export function UserAvatar({ email, picture }: { email: string; picture: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = picture && picture !== failed ? picture : null;
  return (
    <span className="settings-users__avatar" aria-hidden="true">
      {shown ? <img src={shown} alt="" onError={() => setFailed(shown)} /> : initialsOf({ email })}
    </span>
  );
}
