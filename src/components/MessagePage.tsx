import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { HomeButton } from './HomeButton';

interface Props {
  /** Translation key of the screen name, shown in the app bar and the page title. */
  title: string;
  icon: ReactNode;
  heading: string;
  message: string;
  children?: ReactNode;
}

/** A screen that only says something: placeholder, access refused, not found. */
export function MessagePage({ title, icon, heading, message, children }: Props) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(title)} />
      <CardContent>
        <Box
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', py: 6, gap: 2 }}
        >
          <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 64 } }}>{icon}</Box>
          <Typography variant="h5" component="h1">
            {translate(heading)}
          </Typography>
          <Typography color="text.secondary">{translate(message)}</Typography>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * A message screen whose texts are those of one `area`: its name `app.pages.<area>`, and `app.<area>.title`,
 * `.message` and `.home` (the button back to the home page).
 */
export function HomeMessagePage({ area, icon }: { area: string; icon: ReactNode }) {
  return (
    <MessagePage title={`app.pages.${area}`} icon={icon} heading={`app.${area}.title`} message={`app.${area}.message`}>
      <HomeButton label={`app.${area}.home`} />
    </MessagePage>
  );
}
