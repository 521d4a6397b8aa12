import { ArrowRight, BrainCircuit, FileCode2, LogIn, Rocket, Upload } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LandingAuthForm, useOptionalAuth } from "@/features/auth";
import { StatisticsCards } from "@/features/statistics/components/statistics-cards";
import { SiteHeader } from "../site-header";
import { AuthSystemError } from "./auth-system-error";

export const SERVICE_MONITOR_DELAY_MS = 2000;

const STEPS = [
  {
    icon: Upload,
    title: "Upload your contract",
    text: "Drop in a Solidity source file. It is validated and stored safely.",
  },
  {
    icon: BrainCircuit,
    title: "AI-powered analysis",
    text: "The contract is parsed, checked for security issues and mapped to CosmWasm concepts.",
  },
  {
    icon: FileCode2,
    title: "Get CosmWasm code",
    text: "Review the generated Rust side by side with the original, then test and deploy.",
  },
];

function Steps() {
  return (
    <section aria-labelledby="how-it-works" className="space-y-6">
      <h2 id="how-it-works" className="text-center text-2xl font-semibold tracking-tight">
        How it works
      </h2>
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Card className="h-full transition-shadow hover:shadow-md">
              <CardHeader>
                <div className="flex items-center gap-3">
                  <div className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <step.icon className="size-5" />
                  </div>
                  <span className="text-sm font-medium text-muted-foreground">
                    Step {index + 1}
                  </span>
                </div>
                <CardTitle className="pt-2">{step.title}</CardTitle>
                <CardDescription>{step.text}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function LandingPage() {
  const auth = useOptionalAuth();

  useEffect(() => {
    const timer = setTimeout(() => {
      void import("@/lib/service-monitor").then((module) => module.startServiceMonitor());
    }, SERVICE_MONITOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!auth) return <AuthSystemError />;
  if (auth.loading) return <FullPageSpinner title="Loading" subtitle="Authenticating..." />;

  return (
    <div className="min-h-svh bg-background">
      <SiteHeader />
      <main className="mx-auto max-w-6xl space-y-16 px-4 py-10 md:px-6 md:py-16">
        <section
          className={
            auth.isAuthenticated ? "max-w-3xl" : "grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]"
          }
        >
          <div className="space-y-6">
            <span className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
              <span className="size-1.5 rounded-full bg-success" /> Solidity → CosmWasm
            </span>
            <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">
              Smart contract converter with{" "}
              <span className="bg-gradient-to-r from-indigo-500 to-violet-500 bg-clip-text text-transparent">
                AI‑assisted analysis
              </span>
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground text-pretty">
              Turn Ethereum contracts into CosmWasm Rust. Review the result side by side, analyse it
              for security and cost, test it and deploy it — in one place.
            </p>
            {auth.isAuthenticated ? (
              <Button asChild size="lg">
                <Link to="/upload">
                  <Rocket /> Start Converting <ArrowRight />
                </Link>
              </Button>
            ) : null}
          </div>
          {auth.isAuthenticated ? null : <LandingAuthForm />}
        </section>

        {auth.isAuthenticated ? (
          <section aria-label="Statistics" className="space-y-4">
            <h2 className="text-xl font-semibold tracking-tight">Your conversions</h2>
            <StatisticsCards />
          </section>
        ) : null}

        <Steps />

        {auth.isAuthenticated ? null : (
          <Card className="overflow-hidden border-primary/20 bg-gradient-to-br from-primary/10 via-card to-card">
            <CardContent className="flex flex-col items-start gap-4 p-8 md:flex-row md:items-center">
              <div className="flex-1 space-y-1">
                <h2 className="text-xl font-semibold">Get Started</h2>
                <p className="text-sm text-muted-foreground">
                  Sign in to upload your first contract and open the dashboard.
                </p>
              </div>
              <Button asChild size="lg">
                <Link to="/auth">
                  <LogIn /> Sign In
                </Link>
              </Button>
            </CardContent>
          </Card>
        )}
      </main>
      <footer className="border-t py-6 text-center text-xs text-muted-foreground">
        Contract Platform v2.0
      </footer>
    </div>
  );
}
