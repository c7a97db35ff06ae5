// Sets the dark theme before the first paint, so a server-drawn page never flashes light. Written
// into the page by the build (vite.config.ts, pageScripts). src/lib/theme.ts keeps it after.
try {
  const choice = localStorage.getItem('medshelf:theme');
  if (choice === 'dark' || (choice !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches))
    document.documentElement.classList.add('dark');
} catch {
  // No store (a private window): the system's setting is read again by the app.
}
