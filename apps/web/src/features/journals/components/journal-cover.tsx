import { CoverImage, type CoverImageProps } from '../../../components/ui/cover-image.tsx';

type JournalCoverProps = Omit<CoverImageProps, 'aspect' | 'fit' | 'blank' | 'title'> & { name: string };

/** A journal's cover in its 3:4 box (covers are stored at 300×400); without one, its name. */
export function JournalCover({ name, ...props }: JournalCoverProps) {
  return (
    <CoverImage
      {...props}
      title={name}
      aspect="aspect-[3/4]"
      fit="object-cover"
      blank="from-slate-700 to-slate-900"
    />
  );
}
