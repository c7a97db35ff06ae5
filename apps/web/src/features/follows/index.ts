export { FollowButton } from './components/follow-button.tsx';
export { FollowPeopleTab } from './components/follow-people-tab.tsx';
export { PersonCard } from './components/person-card.tsx';
export { useLiveFollowerCount } from './hooks/use-live-follower-count.ts';
