// The four social networks of requirements §1, as labelled icon links.
import { useTranslation } from '../lib/i18n';
import { usePublicConfig } from '../lib/public-config';
import { Icon } from './icons/icon';

export function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const { social } = usePublicConfig();
  const links = [
    { href: social.facebook, label: t('footer.facebook'), icon: 'facebook' as const },
    { href: social.instagram, label: t('footer.instagram'), icon: 'instagram' as const },
    { href: social.linkedin, label: t('footer.linkedin'), icon: 'linkedin' as const },
    { href: social.youtube, label: t('footer.youtube'), icon: 'youtube' as const },
  ];
  const colours =
    tone === 'dark'
      ? 'bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white'
      : 'bg-teal-50 text-teal-800 hover:bg-teal-100 focus-visible:outline-teal-700';
  return (
    <ul className="flex gap-3">
      {links.map(({ href, label, icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            title={label}
            className={`flex size-11 items-center justify-center rounded-full focus-visible:outline-2 ${colours}`}
          >
            <Icon name={icon} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
